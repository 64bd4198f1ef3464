import type { MigrationImportRequest } from '@toeic-ace/contract';
import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';

/** POST /api/migration/import — one batch of local records. */
export const importMigrationBatch = (body: MigrationImportRequest, signal?: AbortSignal) =>
  api.call(routes.migration.import, { body, signal });
