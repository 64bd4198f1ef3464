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
      'Imports local sessions, words and chats; idempotent by local id. Bad records are listed by kind and index, the others are imported.',
    body: migrationImportRequestSchema,
    response: migrationImportResultSchema,
    errors: [400, 401, 409, 413],
  },
});
