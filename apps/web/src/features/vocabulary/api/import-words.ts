import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';

/** POST /api/vocabulary/import — the server checks every row and reports bad ones by number. */
export const importWords = (words: Record<string, unknown>[], replaceExisting: boolean) =>
  api.call(routes.vocabulary.importWords, { body: { words, replaceExisting } });
