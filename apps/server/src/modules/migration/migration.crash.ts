import { MIGRATION_KINDS, type MigrationKind } from '@toeic-ace/contract';

/**
 * A test aid (MIGRATION_CRASH_AT, refused when NODE_ENV=production): the server kills itself
 * with SIGKILL — no handler, no flush, as kill -9 or a power cut would — at one instant of a
 * migration, so the fault-injection test can hit the instants that matter every run instead of
 * by chance: inside the n-th transaction that writes records of a kind, once its rows are
 * written but before it commits, or right after it commits.
 */
export const CRASH_MOMENTS = ['before-commit', 'after-commit'] as const;
export type CrashMoment = (typeof CRASH_MOMENTS)[number];

export interface CrashPoint {
  kind: MigrationKind;
  /** The n-th writing transaction of that kind in this process, from 1. */
  write: number;
  moment: CrashMoment;
}

/** `<kind>:<n>:<moment>`, e.g. `session:3:before-commit`; null when it does not read as one. */
export function parseCrashPoint(text: string): CrashPoint | null {
  const [kind, n, moment] = text.split(':');
  const write = Number(n);
  if (!MIGRATION_KINDS.includes(kind as MigrationKind)) return null;
  if (!CRASH_MOMENTS.includes(moment as CrashMoment)) return null;
  if (!Number.isInteger(write) || write < 1) return null;
  return { kind: kind as MigrationKind, write, moment: moment as CrashMoment };
}

/** Called by every writing transaction at both moments; does nothing without a crash point. */
export type CrashCheck = (kind: MigrationKind, moment: CrashMoment) => void;

export function crashCheck(point: CrashPoint | undefined): CrashCheck {
  if (!point) return () => undefined;
  let writes = 0;
  return (kind, moment) => {
    if (kind !== point.kind) return;
    if (moment === 'before-commit') writes += 1;
    if (moment === point.moment && writes === point.write) process.kill(process.pid, 'SIGKILL');
  };
}
