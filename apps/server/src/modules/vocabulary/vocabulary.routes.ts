import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  VOCABULARY_LIMITS,
  addWordRequestSchema,
  batchRequestSchema,
  batchResultSchema,
  envelope,
  exportQuerySchema,
  importRequestSchema,
  importResultSchema,
  listWordsQuerySchema,
  statsQuerySchema,
  updateWordRequestSchema,
  vocabularyStatsSchema,
  vocabularyWordSchema,
  wordIdParamsSchema,
  wordListSchema,
} from '@toeic-ace/contract';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { errorResponses, ok } from '../../plugins/envelope';
import { exportWords } from './export/vocabulary.export';
import reviewRoutes from './review/review.routes';
import { importWords } from './import/vocabulary.import';
import { runBatch } from './vocabulary.batch';
import { createVocabularyService } from './vocabulary.service';

const tags = ['vocabulary'];
const security = [{ bearerAuth: [] }];

/** Every call needs login; another user's word answers 404 and is never touched. */
const vocabularyRoutes: FastifyPluginAsyncZod = async (app) => {
  const words = createVocabularyService({ db: app.db, clock: app.clock });
  app.addHook('onRequest', app.authenticate);
  await app.register(reviewRoutes);

  app.post(
    '/words',
    {
      schema: {
        tags,
        security,
        description:
          'Adds a word; the same word in any letter case answers 409 WORD_ALREADY_EXISTS.',
        body: addWordRequestSchema,
        response: { 201: envelope(vocabularyWordSchema), ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await words.add(currentUser(request), request.body))),
  );

  app.get(
    '/words',
    {
      schema: {
        tags,
        security,
        querystring: listWordsQuerySchema,
        response: { 200: envelope(wordListSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => ok(await words.list(currentUser(request), request.query)),
  );

  app.get(
    '/words/:id',
    {
      schema: {
        tags,
        security,
        params: wordIdParamsSchema,
        response: { 200: envelope(vocabularyWordSchema), ...errorResponses(401, 404) },
      },
    },
    async (request) => ok(await words.get(currentUser(request), request.params.id)),
  );

  app.put(
    '/words/:id',
    {
      schema: {
        tags,
        security,
        params: wordIdParamsSchema,
        body: updateWordRequestSchema,
        response: { 200: envelope(vocabularyWordSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok(await words.update(currentUser(request), request.params.id, request.body)),
  );

  app.delete(
    '/words/:id',
    {
      schema: {
        tags,
        security,
        params: wordIdParamsSchema,
        response: { 200: envelope(z.object({ id: z.string() })), ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      await words.remove(currentUser(request), request.params.id);
      return ok({ id: request.params.id });
    },
  );

  app.get(
    '/stats',
    {
      schema: {
        tags,
        security,
        description:
          "Days (reviewed today, the streak) follow tz, the learner's IANA time zone (UTC by default).",
        querystring: statsQuerySchema,
        response: { 200: envelope(vocabularyStatsSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => ok(await words.stats(currentUser(request), request.query.tz)),
  );

  app.post(
    '/batch',
    {
      schema: {
        tags,
        security,
        description: 'markMastered | markUnmastered | delete | addTags on up to 500 of your words.',
        body: batchRequestSchema,
        response: { 200: envelope(batchResultSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => ok(await runBatch(app.db, app.clock, currentUser(request), request.body)),
  );

  app.get(
    '/export',
    {
      schema: {
        tags,
        security,
        description:
          'A file download: JSON (every field), CSV (the recognised columns) or an Anki .apkg.',
        querystring: exportQuerySchema,
        response: errorResponses(400, 401),
      },
    },
    async (request, reply) => {
      const file = await exportWords(app.db, app.clock, currentUser(request), request.query);
      return (
        reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          // A file, not the envelope: no 200 schema, so the body goes out as it is.
          .send(file.body as never)
      );
    },
  );

  app.post(
    '/import',
    {
      bodyLimit: VOCABULARY_LIMITS.importBodyLimitBytes,
      schema: {
        tags,
        security,
        description:
          'Up to 10 000 words in one transaction; invalid rows are reported by row number.',
        body: importRequestSchema,
        response: { 200: envelope(importResultSchema), ...errorResponses(400, 401, 413) },
      },
    },
    async (request) => ok(await importWords(app.db, app.clock, currentUser(request), request.body)),
  );
};

export default vocabularyRoutes;
