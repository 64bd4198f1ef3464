import { parseArgs } from 'node:util';

export interface BenchOptions {
  learners: number;
  /** Length of each phase (one instance, then two). */
  seconds: number;
  /** Seconds into the two-instance phase at which the second instance is killed; null: never. */
  killAt: number | null;
  /** Seconds after the kill at which it starts again; null: it stays down. */
  restartAfter: number | null;
}

const USAGE = `npm run bench:cluster -- [--learners N] [--seconds S] [--quick] [--no-kill] [--no-restart]
  --learners N   virtual learners, each with its own account and source address (default 40)
  --seconds S    length of each phase, one instance then two (default 60)
  --quick        8 learners, 30 s per phase: a functional check, not a measurement
  --no-kill      do not kill an instance during the two-instance phase
  --no-restart   leave the killed instance down`;

export function readOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      learners: { type: 'string' },
      seconds: { type: 'string' },
      quick: { type: 'boolean', default: false },
      'no-kill': { type: 'boolean', default: false },
      'no-restart': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const learners = positive(values.learners, values.quick ? 8 : 40, '--learners');
  const seconds = positive(values.seconds, values.quick ? 30 : 60, '--seconds');
  if (seconds < 10) throw new Error('--seconds must be at least 10 (the kill needs room)');
  const killAt = values['no-kill'] ? null : Math.round(seconds / 2);
  // Long enough for the learners to notice, short enough to see it take traffic again.
  const restartAfter = values['no-restart'] || killAt === null ? null : Math.min(5, seconds / 4);
  return { learners, seconds, killAt, restartAfter };
}

function positive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer`);
  return n;
}
