/**
 * Moving data kept only in this browser into the learner's account.
 * Choices made here once:
 * - Records arrive in the shapes the web app stores them locally; each one is read on its own, so
 *   a bad record is reported (kind, index, message) and never stops the others. Fields the server
 *   does not keep (a local `userId`, loading flags, revisions …) are ignored.
 * - Every migrated record keeps its local id as a source id per user: a second run imports only
 *   what is new and counts the rest as skipped.
 * - One call carries at most MIGRATION.maxPerCall (bytes, values, records of each kind); the web
 *   sends a learner's data in batches below them (MIGRATION.batch). The status call tells the
 *   web what the server already holds.
 * - A link (a question's image or audio, a word's pronunciation) is kept only when isSafeLink
 *   allows it; any other is dropped, the record imported without it and the drop reported.
 */
import { z } from 'zod';
import { graphicSchema } from './graphic';
import { PART_KEYS, QUESTION_TYPES } from './parts';
import { userText } from './text';
import { isoInstantSchema } from './vocabulary';
import { MIGRATION, MIGRATION_ERROR_CODES, MIGRATION_KINDS } from './migration-constants';

const localId = userText({ singleLine: true }).min(1).max(100);

const when = isoInstantSchema;

/** A question as a local session holds it: the served question with its key. */
export const migrationQuestionSchema = z.object({
  id: localId,
  type: z.enum(QUESTION_TYPES),
  category: z.string().max(20).optional(),
  part: z.number().int().min(1).max(7).optional(),
  difficulty: z.number().int().min(1).max(5).catch(3),
  question: userText().min(1).max(4_000),
  options: z.array(userText().min(1).max(1_000)).min(3).max(4),
  correctAnswer: z.number().int().min(0).max(3),
  explanation: userText().max(8_000).optional(),
  tags: z.array(z.string().max(100)).max(20).catch([]),
  passage: userText().max(20_000).optional(),
  transcript: userText().max(20_000).optional(),
  scene: userText().max(4_000).optional(),
  graphic: graphicSchema.optional(),
  audioUrl: z.string().max(500).optional(),
  imageUrl: z.string().max(500).optional(),
  groupId: z.string().max(100).optional(),
});

export type MigrationQuestion = z.infer<typeof migrationQuestionSchema>;

const partOf = (q: MigrationQuestion) => {
  if (q.part) return q.part;
  const key = PART_KEYS.find((k) => k === q.category);
  return key ? Number(key.slice(4)) : 5;
};

/** A practice session as the web's local database stores it (StoredPracticeSession). */
export const migrationSessionSchema = z
  .object({
    id: localId,
    serverSessionId: z.string().max(100).nullish(),
    questions: z.array(migrationQuestionSchema).min(1).max(200),
    userAnswers: z.array(z.number().int().min(0).max(3).nullable()).max(200).optional(),
    answerTimes: z.array(z.number().min(0).max(86_400).catch(0)).max(200).optional(),
    startTime: when,
    endTime: when.nullish(),
    completed: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
    /** Seconds of the whole set, set at completion. */
    timeSpent: z.number().min(0).max(864_000).optional(),
    /**
     * Local ids of this set's questions whose wrong answer the learner marked mastered in the
     * browser's wrong-question list: kept as attempts, kept out of the mistakes notebook.
     */
    masteredQuestionIds: z.array(localId).max(200).optional(),
  })
  .transform((s) => ({
    ...s,
    completed: s.completed === true || s.completed === 1,
    questions: s.questions.map((q) => ({ ...q, part: partOf(q) })),
  }));

export type MigrationSession = z.output<typeof migrationSessionSchema>;

/** A conversation kept in this browser (id, questionId). */
export const migrationChatSessionSchema = z.object({
  id: localId,
  questionId: userText({ singleLine: true }).max(100).nullish(),
  createdAt: when.optional(),
  updatedAt: when.optional(),
});

/** One message of a local conversation; `sessionId` names the local conversation. */
export const migrationChatMessageSchema = z.object({
  id: localId,
  sessionId: localId,
  role: z.enum(['user', 'assistant']),
  content: userText().min(1).max(20_000),
  timestamp: when.optional(),
});

export type MigrationChatMessage = z.infer<typeof migrationChatMessageSchema>;

/** A client vocabulary word keeps its local id; the rest is read as an imported word. */
export const migrationWordIdSchema = z.object({ id: localId });

const records = (max: number) => z.array(z.unknown()).max(max).default([]);

/**
 * The upload. Each record is read on its own (bad ones are reported by kind and index); the
 * containers only need to be objects with lists. Unknown keys are ignored.
 */
export const migrationImportRequestSchema = z.object({
  practiceData: z
    .object({
      sessions: records(MIGRATION.maxPerCall.sessions),
      userPreferences: z.unknown().optional(),
    })
    .default({ sessions: [] }),
  vocabularyData: z.object({ words: records(MIGRATION.maxPerCall.words) }).default({ words: [] }),
  chatData: z
    .object({
      sessions: records(MIGRATION.maxPerCall.chatSessions),
      messages: records(MIGRATION.maxPerCall.messages),
    })
    .default({ sessions: [], messages: [] }),
});

export type MigrationImportRequest = z.input<typeof migrationImportRequestSchema>;

const countsSchema = z.object({
  sessions: z.number().int(),
  words: z.number().int(),
  messages: z.number().int(),
  chatSessions: z.number().int(),
});

const migrationErrorSchema = z.object({
  kind: z.enum(MIGRATION_KINDS),
  /** Position in its list of this call, from 0. */
  index: z.number().int(),
  /** The record's local id when it could be read. */
  id: z.string().optional(),
  code: z.enum(MIGRATION_ERROR_CODES),
  /** For us and for `invalid`: the field and its problem, in English. */
  message: z.string(),
});

export type MigrationError = z.infer<typeof migrationErrorSchema>;

/** A link a record carried that was not kept (isSafeLink); the record itself was imported. */
const migrationDroppedLinkSchema = z.object({
  kind: z.enum(MIGRATION_KINDS),
  /** Position in its list of this call, from 0. */
  index: z.number().int(),
  id: z.string().optional(),
  /** Where the link was in the record, as a path: `questions.2.imageUrl`, `audioUrl`. */
  field: z.string(),
});

export type MigrationDroppedLink = z.infer<typeof migrationDroppedLinkSchema>;

export const migrationImportResultSchema = z.object({
  migrated: countsSchema,
  /** Already migrated before (or already on the server): not imported again. */
  skipped: countsSchema,
  errors: z.array(migrationErrorSchema),
  errorCount: z.number().int(),
  /** Links not kept (the first MIGRATION.maxErrorsListed); the count is complete. */
  droppedLinks: z.array(migrationDroppedLinkSchema),
  droppedLinkCount: z.number().int(),
});

export type MigrationImportResult = z.infer<typeof migrationImportResultSchema>;

export const migrationStatusSchema = z.object({
  /** True while the account holds no sessions, words or messages yet. */
  migrationRecommended: z.boolean(),
  currentCounts: z.object({
    sessions: z.number().int(),
    words: z.number().int(),
    messages: z.number().int(),
  }),
});

export type MigrationStatus = z.infer<typeof migrationStatusSchema>;
