import { routes, type GenerateQuestionsRequest } from '@toeic-ace/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route';
import { currentUser } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { createQuestionEngine, type SessionLink } from './generation.service';
import { streamGeneration } from './generation.stream';
import { abortOnClose, aiClientFor, type AiClientHooks } from '../../ai';

/** The engine's own test and bench hooks; production uses the defaults. */
export interface QuestionEngineOptions {
  /** Answer-key verification; default on. */
  verifyAnswers?: boolean;
  random?: () => number;
}

export interface QuestionsRoutesOptions extends QuestionEngineOptions, AiClientHooks {
  /** The practice module's sessions, wired in by the app. */
  sessions: SessionLink;
}

const questionsRoutes: FastifyPluginAsyncZod<QuestionsRoutesOptions> = async (app, opts) => {
  const engine = createQuestionEngine({
    db: app.db,
    sessions: opts.sessions,
    provider: aiClientFor(app.config.ai, opts),
    verifyAnswers: opts.verifyAnswers ?? true,
    clock: app.clock,
    random: opts.random,
  });

  app.addHook('onReady', async () => {
    try {
      const { clashing, ...changes } = await engine.ensureSeeded();
      if (Object.values(changes).some(Boolean)) app.log.info(changes, 'question bank pool updated');
      if (clashing.length) {
        app.log.warn(
          { clashing },
          'edited bank items left unchanged: another question holds their new content',
        );
      }
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

  route(app, routes.questions.generate, async (request, reply) => {
    const run = await begin(request, request.body);
    const { signal } = abortOnClose(reply);
    return ok(await engine.generate({ ...run, mode: 'once', signal }));
  });

  route(app, routes.questions.generateStream, async (request, reply) =>
    streamGeneration(engine, await begin(request, request.body), reply),
  );
};

export default questionsRoutes;
