import type { PhaseResult } from './phase';
import type { AnswerCheck } from './verify';
import type { VisibleFailure } from './recorder';

/** A 502 on a request that was already with the instance when it died may not be replayed. */
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
  /** 502s of calls nobody may repeat, sent to the instance before it was killed. */
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
  if (failure.retryable || failure.status !== 502 || killedAt === null) return false;
  const tried = upstreamsOf.get(failure.benchId) ?? [];
  return tried.at(-1) === killedAddress && failure.startedAt <= killedAt + KILL_GRACE_MS;
}

const percentile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0;

const statuses = (counts: Map<number, number>) =>
  counts.size
    ? [...counts].map(([status, n]) => `${status === 0 ? 'no answer' : status}×${n}`).join(' ')
    : 'none';

const failures = (list: VisibleFailure[]) =>
  list.length
    ? `${list.length} (${[...new Set(list.map((f) => `${f.status} ${f.route}`))].join('; ')})`
    : '0';

const byRoute = (counts: Map<string, number>) =>
  counts.size ? [...counts].map(([route, n]) => `${route} ×${n}`).join('; ') : '0';

function servedBy(result: PhaseResult): string {
  const total = [...result.perUpstream.values()].reduce((a, b) => a + b, 0) || 1;
  return [...result.perUpstream]
    .map(([address, n]) => `${address.split(':')[1]} ${Math.round((100 * n) / total)}%`)
    .join(', ');
}

/** The comparison, one column per phase; returns whether the run passes. */
export function printTable(
  results: PhaseResult[],
  checks: AnswerCheck[],
  serverErrors: number,
): boolean {
  const compareSeconds = Math.min(...results.map((r) => r.plan.killAt ?? r.plan.seconds));
  const summaries = results.map((r) => summarize(r, compareSeconds));
  const [one, two] = summaries;
  const ratio = one && two ? two.comparedThroughput / one.comparedThroughput : NaN;
  const groups = [...new Set(results.flatMap((r) => [...r.cpuSeconds.keys()]))].sort();
  const cpuRow = (group: string): [string, ...string[]] => [
    `CPU s (cores): ${group}`,
    ...results.map((r) => {
      const used = r.cpuSeconds.get(group);
      const wall = (r.endedAt - r.startedAt) / 1000;
      return used === undefined ? '–' : `${used.toFixed(1)} (${(used / wall).toFixed(2)})`;
    }),
  ];
  const rows: [string, ...string[]][] = [
    ['', ...results.map((r) => r.plan.label)],
    ['learners × seconds', ...results.map((r) => `${r.plan.learners} × ${r.plan.seconds}`)],
    ['requests', ...summaries.map((s) => String(s.requests))],
    ['throughput (req/s)', ...summaries.map((s) => s.throughput.toFixed(1))],
    [
      `throughput first ${compareSeconds} s (req/s)`,
      ...summaries.map((s) => s.comparedThroughput.toFixed(1)),
    ],
    ['latency p50 / p99 (ms)', ...summaries.map((s) => `${s.p50} / ${s.p99}`)],
    ['non-2xx answers (status×n)', ...summaries.map((s) => statuses(s.errorsByStatus))],
    ['recovered by a client retry', ...results.map((r) => byRoute(r.recorder.recovered))],
    ['passed on by nginx', ...results.map((r) => String(r.movedOn))],
    ['served by (port)', ...results.map(servedBy)],
    ['practice sets completed', ...results.map((r) => String(r.recorder.setsCompleted))],
    ['sign-ins after a refused refresh', ...results.map((r) => String(r.recorder.forcedSignIns))],
    ['answers acknowledged (2xx)', ...checks.map((c) => String(c.acknowledged))],
    ['answers stored (PostgreSQL)', ...checks.map((c) => String(c.stored))],
    ['acknowledged but not stored as sent', ...checks.map((c) => String(c.mismatched))],
    ['5xx reaching a learner, unexplained', ...summaries.map((s) => failures(s.unexplained))],
    ['502 in flight at the kill (POST)', ...summaries.map((s) => failures(s.lostWithKilled))],
    ['4xx reaching a learner', ...summaries.map((s) => failures(s.otherVisible))],
    [
      'answers off the contract schema',
      ...results.map((r) => String(r.recorder.contractMismatches)),
    ],
    ...groups.map(cpuRow),
    ['machine CPU busy (all users)', ...results.map((r) => `${Math.round(100 * r.machineBusy)}%`)],
  ];
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => (row[c] ?? '').length)));
  for (const row of rows) {
    console.log(
      row
        .map((cell, c) => (c === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[c]!)))
        .join('   '),
    );
  }
  console.log(
    `\nthroughput two / one instance over the first ${compareSeconds} s: ${ratio.toFixed(2)}×`,
  );
  console.log(`errors in the instances' logs (level error and above): ${serverErrors}`);
  const answersOk = checks.every((c) => c.acknowledged === c.stored && c.mismatched === 0);
  const failuresOk = summaries.every((s) => s.unexplained.length === 0);
  if (!answersOk) console.log('FAIL: the database does not hold exactly the acknowledged answers');
  if (!failuresOk) console.log('FAIL: a 5xx (or no answer) reached a learner after the retries');
  return answersOk && failuresOk;
}
