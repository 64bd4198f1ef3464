import { parentPort, type Transferable, type Worker } from 'node:worker_threads';

/** The calls a worker answers: each takes one argument and may answer with a promise. */
export type WorkerApi = Record<string, (input: never) => unknown>;

interface Request {
  id: number;
  method: string;
  input: unknown;
}

type Reply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: { name: string; message: string; data: unknown } };

/** A call that failed inside the worker: its error's name, message and own fields. */
export class WorkerCallError extends Error {
  constructor(
    readonly errorName: string,
    message: string,
    readonly data: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** Worker side: answers every call with `api`. */
export function serveWorkerApi(api: WorkerApi): void {
  const port = parentPort;
  if (!port) throw new Error('not in a worker thread');
  port.on('message', async ({ id, method, input }: Request) => {
    try {
      const handler = api[method];
      if (!handler) throw new Error(`unknown call ${method}`);
      const value = await handler(input as never);
      port.postMessage({ id, ok: true, value } satisfies Reply);
    } catch (err) {
      const error = err instanceof Error ? err : new Error(String(err));
      const data = { ...error } as Record<string, unknown>;
      port.postMessage({
        id,
        ok: false,
        error: { name: error.name, message: error.message, data },
      } satisfies Reply);
    }
  });
}

/** Calls a worker's API by name: `call('readPackage', bytes, [bytes.buffer])`. */
export type WorkerCall<A extends WorkerApi> = <K extends keyof A & string>(
  method: K,
  input: Parameters<A[K]>[0],
  transfer?: readonly Transferable[],
) => Promise<Awaited<ReturnType<A[K]>>>;

/**
 * Main side: calls into the worker. A worker that dies (an error, running out of its memory
 * limit, terminate()) fails every call still waiting.
 */
export function workerCaller<A extends WorkerApi>(worker: Worker): WorkerCall<A> {
  let nextId = 0;
  const waiting = new Map<number, { resolve: (v: never) => void; reject: (e: Error) => void }>();
  const failAll = (error: Error) => {
    for (const call of waiting.values()) call.reject(error);
    waiting.clear();
  };
  worker.on('message', (reply: Reply) => {
    const call = waiting.get(reply.id);
    if (!call) return;
    waiting.delete(reply.id);
    if (reply.ok) call.resolve(reply.value as never);
    else {
      const data = (reply.error.data ?? {}) as Record<string, unknown>;
      call.reject(new WorkerCallError(reply.error.name, reply.error.message, data));
    }
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`worker stopped (exit code ${code})`)));
  return (method, input, transfer = []) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, method, input } satisfies Request, [...transfer]);
    });
}
