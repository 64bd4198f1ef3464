import type { PhaseResult } from './phase';
import type { VisibleFailure } from './recorder';

/**
 * A POST that was already with the instance when it died may not be replayed: nginx answers 502,
 * or, when a stream had begun, cuts it off (no answer). Sent up to this long after the kill, it
 * may still have gone over a kept-alive connection nginx had not yet seen close.
 */
const KILL_GRACE_MS = 1_000;

export interface PhaseSummary {
  requests: number;
  throughput: number;
  /** Requests a second over the compared stretch. */
  comparedThroughput: number;
  p50: number;
  p99: number;
  errorsByStatus: Map<number, number>;
  /** 5xx or no answer after the client's retries: a learner saw the server fail. */
  unexplained: VisibleFailure[];
  /** Calls nobody may repeat, with the instance when it was killed. */
  lostWithKilled: VisibleFailure[];
  otherVisible: VisibleFailure[];
}

/**
 * `compareSeconds`: the first seconds of the phase in which every instance was up (before the
 * kill); both phases are compared over the same stretch, sign-ups included.
 */
export function summarize(result: PhaseResult, compareSeconds: number): PhaseSummary {
  const { recorder, startedAt, plan } = result;
  const windowEnd = startedAt + plan.seconds * 1000;
  const inWindow = recorder.attempts.filter((a) => a.endedAt <= windowEnd);
  const compareEnd = startedAt + compareSeconds * 1000;
  const beforeKill = recorder.attempts.filter((a) => a.endedAt <= compareEnd).length;
  const latencies = inWindow.map((a) => a.endedAt - a.startedAt).sort((x, y) => x - y);
  const errorsByStatus = new Map<number, number>();
  for (const attempt of recorder.attempts) {
    if (attempt.status >= 200 && attempt.status < 300) continue;
    errorsByStatus.set(attempt.status, (errorsByStatus.get(attempt.status) ?? 0) + 1);
  }
  const serverSide = (f: VisibleFailure) => f.status === 0 || f.status >= 500;
  const lostWithKilled = recorder.failures.filter((f) => serverSide(f) && diedWith(f, result));
  const unexplained = recorder.failures.filter((f) => serverSide(f) && !diedWith(f, result));
  return {
    requests: inWindow.length,
    throughput: inWindow.length / plan.seconds,
    comparedThroughput: beforeKill / compareSeconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    errorsByStatus,
    unexplained,
    lostWithKilled,
    otherVisible: recorder.failures.filter((f) => !serverSide(f)),
  };
}

function diedWith(failure: VisibleFailure, { killedAt, killedAddress, upstreamsOf }: PhaseResult) {
  if (failure.retryable || ![0, 502].includes(failure.status) || killedAt === null) return false;
  const tried = upstreamsOf.get(failure.benchId) ?? [];
  return tried.at(-1) === killedAddress && failure.startedAt <= killedAt + KILL_GRACE_MS;
}

export const percentile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0;

export const percentOfWall = (result: PhaseResult, seconds: number) =>
  seconds / ((result.endedAt - result.startedAt) / 1000);
