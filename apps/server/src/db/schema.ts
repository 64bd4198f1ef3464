import type { Generated, Kysely } from 'kysely';
import type {
  ChatContextType,
  ChatRole,
  Graphic,
  Language,
  MigrationKind,
  MockKind,
  MockResult,
  PartKey,
  Preferences,
  QuestionType,
  ReviewRating,
  SessionType,
  SignInProvider,
  WordDefinition,
  WordDefinitionSource,
  WordMeaning,
} from '@toeic-ace/contract';
import type { JsonText } from './codec';
import { column, type RowOf } from './columns';

/**
 * Row types as both dialects store them. Timestamps are ISO-8601 UTC text and JSON is text on
 * SQLite and PostgreSQL alike, so one set of migrations and queries serves both; codec.ts turns
 * them into contract values. Enum columns carry the contract's unions and JSON columns the type
 * their text holds (JsonText), so what a mapper reads needs no cast; the database checks neither,
 * so the app writes them only from typed values.
 */
export interface UsersTable {
  id: string;
  /** Lower-cased before it is stored, so the unique index is case-insensitive in effect. */
  email: string;
  username: string;
  /** Null for accounts that only sign in through a third-party provider. */
  password_hash: string | null;
  /**
   * Written whole; read as partial, since a row written before a preference existed lacks it
   * (modules/auth/users.ts lays the defaults under it).
   */
  preferences: JsonText<Partial<Preferences>>;
  created_at: string;
  updated_at: string;
  /**
   * Bumped by a password change or "log out everywhere": tokens issued under an older version
   * are refused.
   */
  token_version: Generated<number>;
  /**
   * Bumped by database triggers whenever a row the user owns changes in vocabulary_words,
   * practice_sessions or session_questions (in the writing transaction, by any server instance):
   * the list response cache is keyed by it. Never written by the app.
   */
  data_revision: Generated<number>;
}

export interface RefreshTokensTable {
  id: string;
  user_id: string;
  /** Every token of one login chain shares it; reuse of a rotated token revokes them all. */
  family_id: string;
  /** SHA-256 hex of the token; the token itself is never stored. */
  token_hash: string;
  expires_at: string;
  /** Set by logout, password change, reuse detection: the token is dead for good. */
  revoked_at: string | null;
  /**
   * Set when the token was exchanged for its successor. Presented again within a short grace
   * period it yields that same successor; later, it counts as reuse.
   */
  rotated_at: Generated<string | null>;
  created_at: string;
  /** The user's token_version when the token was issued. */
  token_version: Generated<number>;
}

/** A third-party sign-in (provider + its stable subject id) linked to one account. */
export interface UserIdentitiesTable {
  provider: SignInProvider;
  subject: string;
  user_id: string;
  /** What the provider reported at first sign-in, for support; never used to sign in. */
  email: string | null;
  email_verified: number;
  created_at: string;
}

/** The shared pool: bank items and accepted AI items, one row per distinct content. */
export interface QuestionsTable {
  id: string;
  /**
   * SHA-256 of the normalised stem, options, shared text and graphic; the same item is stored
   * once.
   */
  content_hash: string;
  /**
   * imported: a question of a migrated local session, private to its learner, never served.
   * retired: a bank item since removed from the bank's data files, kept for the sessions and
   * mock tests that used it, never served again.
   */
  source: 'bank' | 'ai' | 'imported' | 'retired';
  type: QuestionType;
  part: number;
  difficulty: number;
  group_id: string | null;
  correct_answer: number;
  /** The key, part, level and group are kept in their own columns. */
  body: JsonText<QuestionBody>;
  created_at: string;
}

/** A stored question's JSON body. */
export interface QuestionBody {
  question: string;
  options: string[];
  passage?: string;
  transcript?: string;
  scene?: string;
  /**
   * The printed graphic as data (Parts 3, 4 and 7; the contract's graphicSchema). It came later,
   * with no migration: older items have it inside `question`.
   */
  graphic?: Graphic;
  audioUrl?: string;
  imageUrl?: string;
  tags: string[];
  explanations: Partial<Record<Language, string>>;
  /** Place inside its group (AI items; bank items are ordered by id). */
  position?: number;
}

/** Seeding's own notes, owned by the questions module: `revision`, the bank the pool matches. */
export interface QuestionBankStateTable {
  name: string;
  value: string;
  updated_at: string;
}

export interface QuestionViewsTable {
  user_id: string;
  question_id: string;
  seen_at: string;
}

export interface PracticeSessionsTable {
  id: string;
  user_id: string;
  session_type: SessionType;
  question_type: QuestionType;
  /** Level 1–5 chosen at setup. */
  difficulty: number;
  categories: JsonText<PartKey[]>;
  total_questions: number;
  created_at: string;
  completed_at: string | null;
  /** Rounded percent correct, set at completion. */
  score: number | null;
  correct_answers: number;
  /** Seconds. */
  time_spent: number;
}

export interface SessionQuestionsTable {
  session_id: string;
  question_id: string;
  question_order: number;
  answer: number | null;
  time_spent: number;
  answered_at: string | null;
}

/** A looked-up definition shared by all users, keyed by the normalised word and the language. */
export interface DictionaryCacheTable {
  word: string;
  language: Language;
  /** The definition as answered; a row of an older shape is read as a miss. */
  body: JsonText<WordDefinition>;
  cached_at: string;
  expires_at: string;
}

export interface ChatSessionsTable {
  id: string;
  user_id: string;
  context_type: ChatContextType;
  context_id: string | null;
  title: string;
  message_count: number;
  /** 1 / 0. */
  is_active: number;
  /** Creation time until the first message. */
  last_message_at: string;
  created_at: string;
  updated_at: string;
}

export interface ChatMessagesTable {
  id: string;
  session_id: string;
  /** Owner copy, so per-user counts need no join. */
  user_id: string;
  /** 0-based order within the session. */
  position: number;
  role: ChatRole;
  content: string;
  /** 1 when the learner stopped the reply before it was complete. */
  interrupted: number;
  created_at: string;
}

/**
 * A word in a user's notebook. Its queries name its columns (exports, the import's staging), so
 * the columns are listed once, here, and the row type follows from the list: a new column is one
 * line below (and its migration).
 */
export const VOCABULARY_WORD_COLUMNS = {
  id: column<string>(),
  user_id: column<string>(),
  word: column<string>(),
  /** The word lower-cased by the app; unique per user. */
  word_key: column<string>(),
  /** Lower-cased word, definition, meanings and notes: what search matches. */
  search_text: column<string>(),
  language: column<Language>(),
  context: column<string | null>(),
  notes: column<string | null>(),
  source_type: column<string>(),
  source_id: column<string | null>(),
  tags: column<JsonText<string[]>>(),
  /** 1 / 0. */
  mastered: column<number>(),
  definition: column<string | null>(),
  /** Who wrote `definition`; null when there is none. */
  definition_source: column<WordDefinitionSource | null>(),
  phonetic: column<string | null>(),
  audio_url: column<string | null>(),
  meanings: column<JsonText<WordMeaning[]>>(),
  reading: column<string | null>(),
  jlpt: column<JsonText<string[]>>(),
  commonality: column<string | null>(),
  created_at: column<string>(),
  updated_at: column<string>(),
  review_count: column<number>(),
  ease_index: column<number>(),
  interval_days: column<number>(),
  next_review_date: column<string | null>(),
  last_review_date: column<string | null>(),
  fsrs_stability: column<number | null>(),
  fsrs_difficulty: column<number | null>(),
  fsrs_state: column<number | null>(),
  fsrs_lapses: column<number | null>(),
  fsrs_learning_steps: column<number | null>(),
};

export type VocabularyWordsTable = RowOf<typeof VOCABULARY_WORD_COLUMNS>;

/** One flashcard rating with the FSRS memory state before and after it; never updated. */
export interface VocabularyReviewLogsTable {
  id: string;
  user_id: string;
  /** Null once the word is deleted; the rating still counts for the streak. */
  word_id: string | null;
  rating: ReviewRating;
  /** Seconds the answer was in view. */
  response_time: number;
  reviewed_at: string;
  state_before: number;
  state_after: number;
  stability_before: number | null;
  stability_after: number;
  difficulty_before: number | null;
  difficulty_after: number;
  due_before: string | null;
  due_after: string;
  /** Days since the previous review (0 for a first one). */
  elapsed_days: number;
  scheduled_days: number;
  /** The client's id for the rating; a repeated delivery of it is not applied again. */
  client_rating_id: string | null;
}

/** A local record the migration tool imported: its kind and browser id, and what it became. */
export interface MigrationSourcesTable {
  user_id: string;
  kind: MigrationKind;
  source_id: string;
  target_id: string;
  created_at: string;
}

/** A timed mock test; both section ends are fixed when it starts. */
export interface MockTestsTable {
  id: string;
  user_id: string;
  kind: MockKind;
  created_at: string;
  /** Null until the learner starts listening: the clock runs from then. */
  listening_started_at: string | null;
  /** Moved earlier (for good) when the learner moves on to reading before its time is up. */
  listening_ends_at: string;
  reading_ends_at: string;
  submitted_at: string | null;
  /** Written once, at submission. */
  result: JsonText<MockResult> | null;
}

export interface MockTestQuestionsTable {
  mock_id: string;
  question_id: string;
  /** 0-based place on the form. */
  position: number;
  part: number;
  answer: number | null;
  /** When the question was first answered (time per part is measured from it). */
  first_answered_at: string | null;
  answered_at: string | null;
}

/** A graded answer of a completed session or submitted mock test (the mistakes module's). */
export interface QuestionAttemptsTable {
  /** The practice session or mock test id. */
  source_id: string;
  question_id: string;
  user_id: string;
  source: 'practice' | 'mock';
  part: number;
  answer: number;
  /** 1 right, 0 wrong. */
  correct: number;
  /** 1 when given in a mistakes session. */
  review: number;
  answered_at: string;
}

/** A missed question and its FSRS card. */
export interface MistakesTable {
  user_id: string;
  question_id: string;
  part: number;
  due: string;
  stability: number;
  difficulty: number;
  /** FSRS state: 0 new, 1 learning, 2 review, 3 relearning. */
  state: number;
  reps: number;
  lapses: number;
  successes: number;
  scheduled_days: number;
  learning_steps: number;
  /** The last miss or review (ISO-8601). */
  last_review: string;
  last_answer: number | null;
  first_missed_at: string;
}

/** A learner's ability belief for one scope (part1 … part7, listening, reading), in logits. */
export interface LearnerAbilitiesTable {
  user_id: string;
  scope: PartKey | QuestionType;
  theta: number;
  variance: number;
  answered: number;
  updated_at: string;
}

/** An item's difficulty belief (logits), moved by every learner's answers. */
export interface ItemCalibrationsTable {
  question_id: string;
  difficulty: number;
  variance: number;
  answers: number;
  updated_at: string;
}

export interface Database {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  user_identities: UserIdentitiesTable;
  questions: QuestionsTable;
  question_views: QuestionViewsTable;
  question_bank_state: QuestionBankStateTable;
  practice_sessions: PracticeSessionsTable;
  session_questions: SessionQuestionsTable;
  dictionary_cache: DictionaryCacheTable;
  chat_sessions: ChatSessionsTable;
  chat_messages: ChatMessagesTable;
  vocabulary_words: VocabularyWordsTable;
  vocabulary_review_logs: VocabularyReviewLogsTable;
  migration_sources: MigrationSourcesTable;
  mock_tests: MockTestsTable;
  mock_test_questions: MockTestQuestionsTable;
  question_attempts: QuestionAttemptsTable;
  mistakes: MistakesTable;
  learner_abilities: LearnerAbilitiesTable;
  item_calibrations: ItemCalibrationsTable;
}

export type Db = Kysely<Database>;
