import type { PhaseResult } from './phase';
import { percentOfWall, summarize, type PhaseSummary } from './report';
import type { VisibleFailure } from './recorder';
import type { AnswerCheck } from './verify';

type Row = [string, ...string[]];

const statuses = (counts: Map<number, number>) =>
  counts.size
    ? [...counts].map(([status, n]) => `${status === 0 ? 'no answer' : status}×${n}`).join(' ')
    : 'none';

const total = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0);

/** "502 POST /practice/sessions ×3; no answer POST /questions/generate/stream ×1" */
function byRoute(list: VisibleFailure[]): string {
  const counts = new Map<string, number>();
  for (const f of list) {
    const key = `${f.status === 0 ? 'no answer' : f.status} ${f.route}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => `${key} ×${n}`).join('; ');
}

function servedBy(result: PhaseResult): string {
  const all = total(result.perUpstream) || 1;
  return [...result.perUpstream]
    .map(([address, n]) => `${address.split(':')[1]} ${Math.round((100 * n) / all)}%`)
    .join(', ');
}

function cpuRows(results: PhaseResult[]): Row[] {
  const groups = [...new Set(results.flatMap((r) => [...r.cpuSeconds.keys()]))].sort();
  return groups.map((group) => [
    `CPU s (cores): ${group}`,
    ...results.map((r) => {
      const used = r.cpuSeconds.get(group);
      return used === undefined ? '–' : `${used.toFixed(1)} (${percentOfWall(r, used).toFixed(2)})`;
    }),
  ]);
}

function print(rows: Row[]): void {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => (row[c] ?? '').length)));
  for (const row of rows) {
    const cells = row.map((cell, c) =>
      c === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[c]!),
    );
    console.log(cells.join('   '));
  }
}

/** Which calls each count of the table is made of, below it (the columns stay narrow). */
function details(results: PhaseResult[], summaries: PhaseSummary[]): void {
  results.forEach((result, i) => {
    const s = summaries[i]!;
    const lines = [
      [
        'recovered by a client retry',
        [...result.recorder.recovered].map(([r, n]) => `${r} ×${n}`).join('; '),
      ],
      ['lost with the killed instance', byRoute(s.lostWithKilled)],
      ['5xx reaching a learner, unexplained', byRoute(s.unexplained)],
      ['4xx reaching a learner', byRoute(s.otherVisible)],
    ].filter(([, text]) => text);
    for (const [what, text] of lines) console.log(`  ${result.plan.label}, ${what}: ${text}`);
  });
}

/** The comparison, one column per phase; returns whether the run passes. */
export function printTable(
  results: PhaseResult[],
  checks: AnswerCheck[],
  serverErrors: number,
): boolean {
  const compareSeconds = Math.min(...results.map((r) => r.plan.killAt ?? r.plan.seconds));
  const summaries = results.map((r) => summarize(r, compareSeconds));
  const column = <T>(values: T[], show: (value: T) => string) => values.map(show);
  print([
    ['', ...column(results, (r) => r.plan.label)],
    ['learners × seconds', ...column(results, (r) => `${r.plan.learners} × ${r.plan.seconds}`)],
    ['requests', ...column(summaries, (s) => String(s.requests))],
    ['throughput (req/s)', ...column(summaries, (s) => s.throughput.toFixed(1))],
    [
      `throughput, first ${compareSeconds} s`,
      ...column(summaries, (s) => s.comparedThroughput.toFixed(1)),
    ],
    ['latency p50 / p99 (ms)', ...column(summaries, (s) => `${s.p50} / ${s.p99}`)],
    ['non-2xx answers', ...column(summaries, (s) => statuses(s.errorsByStatus))],
    [
      'calls recovered by a client retry',
      ...column(results, (r) => String(total(r.recorder.recovered))),
    ],
    ['requests nginx moved on', ...column(results, (r) => String(r.movedOn))],
    ['served by (port)', ...column(results, servedBy)],
    ['practice sets completed', ...column(results, (r) => String(r.recorder.setsCompleted))],
    ['sign-ins after the sign-up', ...column(results, (r) => String(r.recorder.signIns))],
    [
      'of which after a refused refresh',
      ...column(results, (r) => String(r.recorder.forcedSignIns)),
    ],
    ['answers acknowledged (2xx)', ...column(checks, (c) => String(c.acknowledged))],
    ['answers stored (PostgreSQL)', ...column(checks, (c) => String(c.stored))],
    ['acknowledged, not stored as sent', ...column(checks, (c) => String(c.mismatched))],
    ['5xx to a learner, unexplained', ...column(summaries, (s) => String(s.unexplained.length))],
    [
      'POSTs lost with the killed one',
      ...column(summaries, (s) => String(s.lostWithKilled.length)),
    ],
    ['4xx reaching a learner', ...column(summaries, (s) => String(s.otherVisible.length))],
    [
      'answers off the contract schema',
      ...column(results, (r) => String(r.recorder.contractMismatches)),
    ],
    ...cpuRows(results),
    [
      'machine CPU busy (all users)',
      ...column(results, (r) => `${Math.round(100 * r.machineBusy)}%`),
    ],
  ]);
  const [one, two] = summaries;
  const ratio = one && two ? two.comparedThroughput / one.comparedThroughput : NaN;
  console.log(`\nthroughput two / one instance, first ${compareSeconds} s: ${ratio.toFixed(2)}×`);
  details(results, summaries);
  console.log(`errors in the instances' logs (level error and above): ${serverErrors}`);
  const answersOk = checks.every((c) => c.acknowledged === c.stored && c.mismatched === 0);
  const failuresOk = summaries.every((s) => s.unexplained.length === 0);
  if (!answersOk) console.log('FAIL: the database does not hold exactly the acknowledged answers');
  if (!failuresOk) console.log('FAIL: a 5xx (or no answer) reached a learner after the retries');
  return answersOk && failuresOk;
}
