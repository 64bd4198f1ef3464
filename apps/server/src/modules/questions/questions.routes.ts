import {
  envelope,
  generateQuestionsRequestSchema,
  generateQuestionsResponseSchema,
  type GenerateQuestionsRequest,
} from '@toeic-ace/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { errorResponses, ok } from '../../plugins/envelope';
import { createQuestionEngine, type SessionLink } from './generation.service';
import { streamGeneration } from './generation.stream';
import { abortOnClose, createAiProvider, type AiProvider, type RetryOptions } from '../../ai';

/** Test and bench hooks; production uses the defaults. */
export interface QuestionEngineOptions {
  /** Replaces the client built from config.ai (null: none). */
  provider?: AiProvider | null;
  /** For the client built from config.ai: per-attempt timeout and retry (e.g. instant sleeps). */
  ai?: { timeoutMs?: number; retry?: RetryOptions };
  /** Answer-key verification; default on. */
  verifyAnswers?: boolean;
  random?: () => number;
}

export interface QuestionsRoutesOptions extends QuestionEngineOptions {
  /** The practice module's sessions, wired in by the app. */
  sessions: SessionLink;
}

const tags = ['questions'];
const security = [{ bearerAuth: [] }];
const errors = errorResponses(400, 401, 404, 409, 429, 503);

const questionsRoutes: FastifyPluginAsyncZod<QuestionsRoutesOptions> = async (app, opts) => {
  const engine = createQuestionEngine({
    db: app.db,
    sessions: opts.sessions,
    provider:
      opts.provider !== undefined
        ? opts.provider
        : createAiProvider({ ...app.config.ai, ...opts.ai }),
    verifyAnswers: opts.verifyAnswers ?? true,
    clock: app.clock,
    random: opts.random,
  });

  app.addHook('onReady', async () => {
    try {
      const added = await engine.ensureSeeded();
      if (added) app.log.info({ added }, 'question bank added to the pool');
    } catch (err) {
      app.log.warn({ err }, 'question bank not seeded at start; retrying on first use');
    }
  });

  /** Quota, then the session check: both answer with an envelope before anything is generated. */
  async function begin(request: FastifyRequest, body: GenerateQuestionsRequest) {
    const user = currentUser(request);
    await app.aiQuota.consume(user.id);
    await engine.prepare(user.id, body);
    return { userId: user.id, request: body, log: request.log };
  }

  app.post(
    '/generate',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'A practice set: unseen pool questions, then AI questions, else the bank',
        body: generateQuestionsRequestSchema,
        response: { 200: envelope(generateQuestionsResponseSchema), ...errors },
      },
    },
    async (request, reply) => {
      const run = await begin(request, request.body);
      const { signal } = abortOnClose(reply);
      return ok(await engine.generate({ ...run, mode: 'once', signal }));
    },
  );

  app.post(
    '/generate/stream',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'The same set as server-sent events',
        description:
          'text/event-stream: `event: question` (data: a Question) per question as soon as it ' +
          'exists, then `event: done` (data: {count, source}); `event: error` (data: {code, ' +
          'message, retryAfterSeconds?}) only when nothing could be served. Errors before the ' +
          'stream starts (400, 401, 404, 409, 429) use the JSON envelope.',
        body: generateQuestionsRequestSchema,
        response: { 200: z.string().describe('text/event-stream'), ...errors },
      },
    },
    async (request, reply) => streamGeneration(engine, await begin(request, request.body), reply),
  );
};

export default questionsRoutes;
