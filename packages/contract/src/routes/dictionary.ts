import { definitionRequestSchema, wordDefinitionSchema } from '../dictionary';
import { defineRoutes } from './define';

/** Word definitions for the vocabulary feature, from the offline dictionaries (and the AI). */
export const dictionaryRoutes = defineRoutes({
  definition: {
    method: 'POST',
    path: '/vocabulary/definition',
    auth: 'required',
    summary: 'Meanings of an English word, in Chinese, Japanese or English',
    description:
      'Offline: WordNet meanings (irregular and inflected forms resolve to the dictionary ' +
      'form), CMU pronunciation in IPA, CC-CEDICT Chinese equivalents. With an AI provider ' +
      'the definitions are translated; when that fails they stay English and `language` ' +
      'says so. Answers are shared by all users and cached for 7 days; `refresh` bypasses ' +
      'the cache. 404 WORD_NOT_FOUND for a word no source knows.',
    body: definitionRequestSchema,
    response: wordDefinitionSchema,
    errors: [400, 401, 404, 429],
  },
});
