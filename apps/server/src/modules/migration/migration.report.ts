import {
  MIGRATION,
  type MigrationError,
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

/** What one import call did: counts per kind and the records it could not take. */
export class MigrationReport {
  readonly migrated = zero();
  readonly skipped = zero();
  readonly errors: MigrationError[] = [];

  imported(kind: MigrationKind, n = 1) {
    this.migrated[COUNT_OF[kind]] += n;
  }

  skip(kind: MigrationKind, n = 1) {
    this.skipped[COUNT_OF[kind]] += n;
  }

  fail(kind: MigrationKind, index: number, message: string, id?: string) {
    this.errors.push({ kind, index, message, ...(id === undefined ? {} : { id }) });
  }

  /** The first problem of a record that could not be read, as "field: problem". */
  invalid(kind: MigrationKind, index: number, error: z.ZodError, raw: unknown) {
    const issue = error.issues[0];
    const path = issue?.path.join('.');
    const id = (raw as { id?: unknown } | null)?.id;
    this.fail(
      kind,
      index,
      `${path ? `${path}: ` : ''}${issue?.message ?? 'invalid record'}`,
      typeof id === 'string' ? id.slice(0, 100) : undefined,
    );
  }

  result(): MigrationImportResult {
    return {
      migrated: this.migrated,
      skipped: this.skipped,
      errors: this.errors.slice(0, MIGRATION.maxErrorsListed),
      errorCount: this.errors.length,
    };
  }
}
