import type { DefinitionRequest } from '@toeic-ace/contract';
import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';

/**
 * POST /api/vocabulary/definition — 404 WORD_NOT_FOUND for a word no dictionary knows;
 * `refresh: true` makes the server skip its shared cache.
 */
export const lookupDefinition = (body: DefinitionRequest) =>
  api.call(routes.dictionary.definition, { body });
