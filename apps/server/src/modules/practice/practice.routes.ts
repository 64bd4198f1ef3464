import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  completeSessionRequestSchema,
  createSessionRequestSchema,
  envelope,
  listSessionsQuerySchema,
  practiceSessionDetailSchema,
  practiceSessionSchema,
  practiceStatsSchema,
  sessionIdParamsSchema,
  sessionListSchema,
  submitAnswerRequestSchema,
  submitAnswerResultSchema,
} from '@toeic-ace/contract';
import { currentUser } from '../../plugins/auth';
import { errorResponses, ok } from '../../plugins/envelope';
import { createPracticeService } from './practice.service';

const tags = ['practice'];
const security = [{ bearerAuth: [] }];

/** Every call needs login; another user's session answers 404. */
const practiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const practice = createPracticeService({ db: app.db, clock: app.clock });
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/sessions',
    {
      schema: {
        tags,
        security,
        body: createSessionRequestSchema,
        response: { 201: envelope(practiceSessionSchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await practice.create(currentUser(request), request.body))),
  );

  app.get(
    '/sessions',
    {
      schema: {
        tags,
        security,
        description: 'Newest first; completed=true|false filters; limit 1–100 (default 20).',
        querystring: listSessionsQuerySchema,
        response: { 200: envelope(sessionListSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => ok(await practice.list(currentUser(request), request.query)),
  );

  app.get(
    '/sessions/:id',
    {
      schema: {
        tags,
        security,
        params: sessionIdParamsSchema,
        response: { 200: envelope(practiceSessionDetailSchema), ...errorResponses(401, 404) },
      },
    },
    async (request) => ok(await practice.detail(currentUser(request), request.params.id)),
  );

  app.post(
    '/sessions/:id/answers',
    {
      schema: {
        tags,
        security,
        description:
          'Saves one answer (null clears it); last answer wins until completion. 400 when the ' +
          'question is not part of the session, 409 SESSION_COMPLETED after completion.',
        params: sessionIdParamsSchema,
        body: submitAnswerRequestSchema,
        response: {
          200: envelope(submitAnswerResultSchema),
          ...errorResponses(400, 401, 404, 409),
        },
      },
    },
    async (request) =>
      ok(await practice.answer(currentUser(request), request.params.id, request.body)),
  );

  app.post(
    '/sessions/:id/complete',
    {
      schema: {
        tags,
        security,
        description:
          'Applies the final answers and scores from the stored keys in one transaction. ' +
          'Completing a completed session returns it unchanged.',
        params: sessionIdParamsSchema,
        body: completeSessionRequestSchema,
        response: { 200: envelope(practiceSessionDetailSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok(await practice.complete(currentUser(request), request.params.id, request.body)),
  );

  app.get(
    '/stats',
    {
      schema: {
        tags,
        security,
        response: { 200: envelope(practiceStatsSchema), ...errorResponses(401) },
      },
    },
    async (request) => ok(await practice.stats(currentUser(request))),
  );
};

export default practiceRoutes;
