import {
  migrationImportRequestSchema,
  migrationImportResultSchema,
  migrationStatusSchema,
} from '../migration';
import { defineRoutes } from './define';

/** Both calls need login; everything migrated belongs to the caller only. */
export const migrationRoutes = defineRoutes({
  status: {
    method: 'GET',
    path: '/migration/status',
    auth: 'required',
    description: "What the caller's account holds, and whether migrating is recommended.",
    response: migrationStatusSchema,
    errors: [401],
  },
  import: {
    method: 'POST',
    path: '/migration/import',
    auth: 'required',
    description:
      'Imports local sessions, words and chats; idempotent by local id (each record and its claim are written in one transaction, so a call replayed after a crash stores every record once). Bad records are listed by kind and index, the others are imported; unsafe links are dropped and listed. One call carries at most MIGRATION.maxPerCall (4 MiB, 200 000 JSON values, 100 sessions, 2 000 words, 500 chat sessions, 2 000 messages): past any of them 413 MIGRATION_BATCH_TOO_LARGE with details { what, limit }.',
    body: migrationImportRequestSchema,
    response: migrationImportResultSchema,
    errors: [400, 401, 409, 413],
  },
});
