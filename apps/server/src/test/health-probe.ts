import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';

export interface HealthDuring<T> {
  result: T;
  /** Statuses of every /api/health answer while the work ran (0: no answer). */
  statuses: number[];
  /** How long each of those answers took, in ms (same order). */
  latenciesMs: number[];
  /**
   * How many of the work's quarters (of its own duration, measured in the same run) saw at
   * least one answer. A server that holds its event loop or its database connection for a
   * quarter of the work or more leaves a quarter without one.
   */
  quartersAnswered: number;
}

/**
 * Runs `work` while another client asks GET /api/health at `base` again and again, one request
 * after another, and reports every answer. No answer is held to a time: a slow machine slows
 * the work and the answers alike, so what is checked is that health answered 200 every time,
 * all through the work.
 */
export async function whileHealthPolled<T>(
  base: string,
  work: () => Promise<T>,
  pauseMs = 20,
): Promise<HealthDuring<T>> {
  let done = false;
  const answers: { status: number; at: number; ms: number }[] = [];
  const started = performance.now();
  const poller = (async () => {
    while (!done) {
      const asked = performance.now();
      const status = await fetch(`${base}/api/health`).then(
        async (res) => {
          await res.arrayBuffer();
          return res.status;
        },
        () => 0,
      );
      // An answer that lands after the work has finished says nothing about it.
      if (!done) answers.push({ status, at: performance.now(), ms: performance.now() - asked });
      await delay(pauseMs);
    }
  })();
  let result: T;
  try {
    result = await work();
  } finally {
    done = true;
    await poller;
  }
  const quarter = (performance.now() - started) / 4;
  const quarters = new Set(answers.map((a) => Math.min(3, Math.floor((a.at - started) / quarter))));
  return {
    result,
    statuses: answers.map((a) => a.status),
    latenciesMs: answers.map((a) => a.ms),
    quartersAnswered: quarters.size,
  };
}
