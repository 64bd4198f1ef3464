/**
 * The questions module's public surface: the generate routes (with their test hooks and the
 * session link the app wires in), and the one mapping from a stored question to the contract's
 * Question, which practice sessions reuse.
 */
export {
  default as questionsRoutes,
  type QuestionEngineOptions,
  type QuestionsRoutesOptions,
} from './questions.routes';
export type { SessionLink } from './generation.service';
export { toQuestion, type QuestionBody } from './question-record';
export { storeImportedQuestions } from './question-import';
export { pickExplanation, type StoredQuestion } from './question-record';
export {
  ensureBankSeeded,
  listPoolItems,
  loadPoolQuestions,
  markSeen,
  orderInGroup,
  type PoolItem,
} from './form-supply';
/** The built-in bank as data (read anew each call), e.g. for tests that assemble forms from it. */
export { readBank } from './bank';
