import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';

/** GET /api/migration/status — what the account already holds. */
export const getMigrationStatus = (signal?: AbortSignal) =>
  api.call(routes.migration.status, { signal });
