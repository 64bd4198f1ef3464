/** The health module's public surface: GET /api/health. */
export { default as healthRoutes } from './health.routes';
