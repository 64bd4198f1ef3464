/** The practice module's public surface: its routes, and the session link the generator uses. */
export { default as practiceRoutes } from './practice.routes';
export { practiceSessionLink } from './session-link';
/** For the migration tool: local sets become ordinary sessions, scored from the stored keys. */
export {
  countUserSessions,
  importPracticeSession,
  ownsSession,
  type ImportedAnswer,
  type ImportedSession,
} from './practice.import';
