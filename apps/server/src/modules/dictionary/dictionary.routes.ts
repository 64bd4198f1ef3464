import { definitionRequestSchema, envelope, wordDefinitionSchema } from '@toeic-ace/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { errorResponses, ok } from '../../plugins/envelope';

/** POST /vocabulary/definition: thin; the rules live in dictionary.service.ts. */
const dictionaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/definition',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['vocabulary'],
        security: [{ bearerAuth: [] }],
        summary: 'Meanings of an English word, in Chinese, Japanese or English',
        description:
          'Offline: WordNet meanings (irregular and inflected forms resolve to the dictionary ' +
          'form), CMU pronunciation in IPA, CC-CEDICT Chinese equivalents. With an AI provider ' +
          'the definitions are translated; when that fails they stay English and `language` ' +
          'says so. Answers are shared by all users and cached for 7 days; `refresh` bypasses ' +
          'the cache. 404 WORD_NOT_FOUND for a word no source knows.',
        body: definitionRequestSchema,
        response: { 200: envelope(wordDefinitionSchema), ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const { word, language, refresh } = request.body;
      const userId = currentUser(request).id;
      return ok(await app.dictionary.lookupDefinition({ word, language, refresh, userId }));
    },
  );
};

export default dictionaryRoutes;
