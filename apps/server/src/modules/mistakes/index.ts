/**
 * The mistakes module: the notebook's routes; for practice and mock tests, how a completed set's
 * answers are taken in and which due mistakes a mistakes session holds; for the migration, how a
 * set answered earlier in the browser is taken in at its own answer times.
 */
export { default as mistakesRoutes } from './mistakes.routes';
export {
  recordOutcomes,
  recordPastOutcomes,
  type GradedAnswer,
  type GradedSet,
  type PastAnswer,
  type PastSet,
} from './mistakes.record';
export { pickDueMistakes } from './mistakes.pick';
export { answeredQuestionIds } from './mistakes.repository';
