/** The client-errors module's public surface: POST /api/client-errors. */
export { default as clientErrorRoutes } from './client-errors.routes';
