import { MIGRATION, type MigrationCallLimit } from '@toeic-ace/contract';
import type { FastifyError } from 'fastify';
import { AppError } from '../../errors';
import { InputShapeError } from '../../plugins/input-limits';

const LIMIT = MIGRATION.maxPerCall;

const NAMES: Record<MigrationCallLimit, string> = {
  bytes: 'bytes',
  values: 'JSON values',
  sessions: 'practice sets',
  words: 'words',
  chatSessions: 'chat sessions',
  messages: 'chat messages',
};

/** 413 MIGRATION_BATCH_TOO_LARGE: which limit of one call, and its value. */
export class MigrationTooLargeError extends AppError {
  constructor(what: MigrationCallLimit) {
    super(
      413,
      'MIGRATION_BATCH_TOO_LARGE',
      `One migration call may carry at most ${LIMIT[what]} ${NAMES[what]}; send the data in smaller batches`,
      { what, limit: LIMIT[what] },
    );
  }
}

/** Route options of the import: Fastify refuses larger bodies before they are parsed. */
export const importLimits = {
  bodyLimit: LIMIT.bytes,
  config: {
    inputLimits: {
      maxItems: Math.max(LIMIT.sessions, LIMIT.words, LIMIT.chatSessions, LIMIT.messages),
      maxNodes: LIMIT.values,
    },
  },
};

const length = (list: unknown) => (Array.isArray(list) ? list.length : 0);

/**
 * Throws MigrationTooLargeError when the parsed body holds more records of a kind than one call
 * may: checked before the body's schema, so the answer names the limit rather than a field.
 */
export function checkRecordCounts(body: unknown) {
  const b = (body ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const counts: [MigrationCallLimit, number][] = [
    ['sessions', length(b.practiceData?.sessions)],
    ['words', length(b.vocabularyData?.words)],
    ['chatSessions', length(b.chatData?.sessions)],
    ['messages', length(b.chatData?.messages)],
  ];
  for (const [what, n] of counts) if (n > LIMIT[what]) throw new MigrationTooLargeError(what);
}

/**
 * The import's answer to a body past the byte or value limit, in the migration's own terms;
 * every other error goes on to the app's handler (thrown from here, Fastify passes it up).
 */
export function tooLargeInMigrationTerms(error: FastifyError, body: unknown): never {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new MigrationTooLargeError('bytes');
  if (error instanceof InputShapeError && error.problem.limit === 'maxNodes') {
    throw new MigrationTooLargeError('values');
  }
  if (error instanceof InputShapeError && error.problem.limit === 'maxItems') {
    checkRecordCounts(body);
  }
  throw error;
}
