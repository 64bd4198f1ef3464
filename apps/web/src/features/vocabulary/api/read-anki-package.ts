import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';

/**
 * POST /api/vocabulary/import/anki — the server reads the package in a worker thread and answers
 * its notes as words, which the import then sends like any other file's.
 */
export const readAnkiPackage = (pkg: string) =>
  api.call(routes.vocabulary.readAnkiPackage, { body: { package: pkg } });
