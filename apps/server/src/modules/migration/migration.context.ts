import type { MigrationKind, User } from '@toeic-ace/contract';
import type { Db } from '../../db/schema';
import type { CrashCheck } from './migration.crash';
import type { MigrationReport } from './migration.report';

/** What every step of one import call shares. */
export interface MigrationContext {
  db: Db;
  clock: () => Date;
  user: User;
  userId: string;
  /** The call's time: claims and defaults use it. */
  now: Date;
  report: MigrationReport;
  /** A record that could be read but not stored: logged for us, reported to the learner. */
  log(error: unknown, kind: MigrationKind, index: number): void;
  /**
   * Lets other requests in once the current slice has run long enough: the records of a call
   * are read and written one after another, and on SQLite no query gives the event loop a turn.
   */
  pause(): Promise<void>;
  /** The test aid of migration.crash.ts; inert unless MIGRATION_CRASH_AT is set. */
  crash: CrashCheck;
}
