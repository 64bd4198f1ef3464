/**
 * The browser's Web Locks API (exclusive mode, granted in request order), which jsdom lacks.
 * Every module instance in the test process sees the same navigator.locks, as every tab of one
 * origin does. `hold` takes a lock the way another tab would, until its release is called.
 */
export interface WebLocks {
  hold(name: string): Promise<() => void>;
  /** How many requests for the lock wait behind its holder. */
  waiting(name: string): number;
  uninstall(): void;
}

export function installWebLocks(): WebLocks {
  const queues = new Map<string, (() => void)[]>();
  const held = new Set<string>();

  function acquire(name: string): Promise<void> {
    if (!held.has(name)) {
      held.add(name);
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const queue = queues.get(name) ?? [];
      queue.push(resolve);
      queues.set(name, queue);
    });
  }
  function release(name: string) {
    const next = queues.get(name)?.shift();
    if (next) next();
    else held.delete(name);
  }

  const locks = {
    async request<T>(name: string, callback: () => Promise<T> | T): Promise<T> {
      await acquire(name);
      try {
        return await callback();
      } finally {
        release(name);
      }
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return {
    async hold(name) {
      await acquire(name);
      return () => release(name);
    },
    waiting: (name) => queues.get(name)?.length ?? 0,
    uninstall: () => {
      Reflect.deleteProperty(navigator, 'locks');
    },
  };
}
