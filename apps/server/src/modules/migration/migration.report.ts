import {
  CHAT_LIMITS,
  MIGRATION,
  type MigrationDroppedLink,
  type MigrationError,
  type MigrationErrorCode,
  type MigrationImportResult,
  type MigrationKind,
} from '@toeic-ace/contract';
import type { z } from 'zod';

type Counts = MigrationImportResult['migrated'];
const COUNT_OF: Record<MigrationKind, keyof Counts> = {
  session: 'sessions',
  word: 'words',
  chatSession: 'chatSessions',
  message: 'messages',
};

const zero = (): Counts => ({ sessions: 0, words: 0, messages: 0, chatSessions: 0 });

const MESSAGES: Record<Exclude<MigrationErrorCode, 'invalid'>, string> = {
  notStored: 'could not be stored',
  noChatSession: 'sessionId: no such chat session',
  tooLarge: 'too large for one call',
  chatSessionLimit: `the account keeps at most ${CHAT_LIMITS.sessionsPerLearner} chat sessions`,
  chatSessionFull: `a chat session keeps at most ${CHAT_LIMITS.messagesPerSession} messages`,
};

/** What one import call did: counts per kind, the records it could not take, dropped links. */
export class MigrationReport {
  readonly migrated = zero();
  readonly skipped = zero();
  readonly errors: MigrationError[] = [];
  readonly droppedLinks: MigrationDroppedLink[] = [];

  imported(kind: MigrationKind, n = 1) {
    this.migrated[COUNT_OF[kind]] += n;
  }

  skip(kind: MigrationKind, n = 1) {
    this.skipped[COUNT_OF[kind]] += n;
  }

  fail(kind: MigrationKind, index: number, code: keyof typeof MESSAGES, id?: string) {
    this.errors.push({ kind, index, code, message: MESSAGES[code], ...(id ? { id } : {}) });
  }

  /** The first problem of a record that could not be read, as "field: problem". */
  invalid(kind: MigrationKind, index: number, error: z.ZodError, raw: unknown) {
    const issue = error.issues[0];
    const path = issue?.path.join('.');
    const id = (raw as { id?: unknown } | null)?.id;
    this.errors.push({
      kind,
      index,
      code: 'invalid',
      message: `${path ? `${path}: ` : ''}${issue?.message ?? 'invalid record'}`,
      ...(typeof id === 'string' ? { id: id.slice(0, 100) } : {}),
    });
  }

  /** A link of the record that was not kept (the record is imported without it). */
  dropLink(kind: MigrationKind, index: number, field: string, id?: string) {
    this.droppedLinks.push({ kind, index, field, ...(id ? { id } : {}) });
  }

  result(): MigrationImportResult {
    return {
      migrated: this.migrated,
      skipped: this.skipped,
      errors: this.errors.slice(0, MIGRATION.maxErrorsListed),
      errorCount: this.errors.length,
      droppedLinks: this.droppedLinks.slice(0, MIGRATION.maxErrorsListed),
      droppedLinkCount: this.droppedLinks.length,
    };
  }
}
