/**
 * The mistakes module: the notebook's routes; for practice and mock tests, how a completed set's
 * answers are taken in and which due mistakes a mistakes session holds.
 */
export { default as mistakesRoutes } from './mistakes.routes';
export { recordOutcomes, type GradedAnswer, type GradedSet } from './mistakes.record';
export { pickDueMistakes } from './mistakes.pick';
export { answeredQuestionIds } from './mistakes.repository';
