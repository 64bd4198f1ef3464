import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';

/** The longest silence a check accepts, as a share of the work (see longestSilenceShare). */
export const SILENCE_LIMIT = 0.75;

export interface HealthDuring<T> {
  result: T;
  /** Statuses of every /api/health answer while the work ran (0: no answer). */
  statuses: number[];
  /** How long each of those answers took, in ms (same order). */
  latenciesMs: number[];
  /**
   * The longest stretch without an answer (from the start to the first answer, between two, or
   * from the last to the end) as a share of the work's own duration, measured in the same run.
   * A server that did the work in one run of its event loop or one hold of its database
   * connection answers nothing until it ends: a share near 1. A bounded call still has
   * bounded steps that hold the connection (the largest word batch enters the notebook in one
   * INSERT … SELECT, atomically): on a loaded two-core machine that step measured 20–50 % of
   * its call, so the checks ask for less than SILENCE_LIMIT.
   */
  longestSilenceShare: number;
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
  const ended = performance.now();
  const marks = [started, ...answers.map((a) => a.at), ended];
  const longestSilence = Math.max(...marks.slice(1).map((at, i) => at - marks[i]!));
  return {
    result,
    statuses: answers.map((a) => a.status),
    latenciesMs: answers.map((a) => a.ms),
    longestSilenceShare: longestSilence / (ended - started),
  };
}
