import type {
  MigrationImportRequest,
  MigrationImportResult,
  MigrationStatus,
  User,
} from '@toeic-ace/contract';
import { migrationImportRequestSchema } from '@toeic-ace/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/schema';
import { countUserMessages } from '../chat';
import { countUserSessions } from '../practice';
import { countUserWords } from '../vocabulary';
import { pacer, yieldToEventLoop } from '../../runtime/event-loop';
import { migrateChats } from './migration.chats';
import { crashCheck, type CrashPoint } from './migration.crash';
import { MigrationReport } from './migration.report';
import { migrateSessions } from './migration.sessions';
import { migrateWords } from './migration.words';

export interface MigrationDeps {
  db: Db;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** The test aid of migration.crash.ts (MIGRATION_CRASH_AT); absent in production. */
  crashAt?: CrashPoint;
}

export function createMigrationService({ db, clock, log, crashAt }: MigrationDeps) {
  const crash = crashCheck(crashAt);

  /** What the account holds; migrating is recommended while it holds nothing yet. */
  async function status(user: User): Promise<MigrationStatus> {
    const [sessions, words, messages] = await Promise.all([
      countUserSessions(db, user.id),
      countUserWords(db, user.id),
      countUserMessages(db, user.id),
    ]);
    return {
      migrationRecommended: sessions + words + messages === 0,
      currentCounts: { sessions, words, messages },
    };
  }

  /**
   * Imports everything new of the upload into the caller's account. Only the caller's id is
   * used: ids and user ids inside the records are local and never trusted.
   */
  async function importData(
    user: User,
    body: MigrationImportRequest,
  ): Promise<MigrationImportResult> {
    // The body was parsed, walked and checked just now, without a break: others go first.
    await yieldToEventLoop();
    const input = migrationImportRequestSchema.parse(body);
    const report = new MigrationReport();
    // Slices of 10 ms: records are read and written one after another, and a whole call takes
    // seconds; health and everyone else's requests run between the slices.
    const pace = pacer(10, 1);
    const ctx = {
      db,
      clock,
      user,
      userId: user.id,
      now: clock(),
      report,
      log: (error: unknown, kind: string, index: number) =>
        log.error({ err: error, kind, index, userId: user.id }, 'Migration record not stored'),
      pause: async () => {
        if (pace()) await yieldToEventLoop();
      },
      crash,
    };
    await migrateSessions(ctx, input.practiceData.sessions);
    await migrateWords(ctx, input.vocabularyData.words);
    await migrateChats(ctx, input.chatData.sessions, input.chatData.messages);
    return report.result();
  }

  return { status, importData };
}

export type MigrationService = ReturnType<typeof createMigrationService>;
