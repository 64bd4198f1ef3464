/** The practice module's public surface: its routes, and the session link the generator uses. */
export { default as practiceRoutes } from './practice.routes';
export { practiceSessionLink } from './session-link';
