/** The migration module's public surface: its routes (local browser data into an account). */
export { default as migrationRoutes } from './migration.routes';
