import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@toeic-ace/contract';
import { cachedRoute } from '../../http/response-cache';
import { route } from '../../http/route';
import { currentUser } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { createPracticeService } from './practice.service';

const { practice: calls } = routes;

/** Every call needs login; another user's session answers 404. */
const practiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const practice = createPracticeService({ db: app.db, clock: app.clock });

  route(app, calls.createSession, async (request, reply) =>
    reply.code(201).send(ok(await practice.create(currentUser(request), request.body))),
  );

  // A page depends only on the URL and the user's sessions and answers: served from the cache
  // while the user's data revision stands.
  cachedRoute(app, calls.listSessions, async (request) =>
    ok(await practice.list(currentUser(request), request.query)),
  );

  route(app, calls.getSession, async (request) =>
    ok(await practice.detail(currentUser(request), request.params.id)),
  );

  route(app, calls.submitAnswer, async (request) =>
    ok(await practice.answer(currentUser(request), request.params.id, request.body)),
  );

  route(app, calls.completeSession, async (request) =>
    ok(await practice.complete(currentUser(request), request.params.id, request.body)),
  );

  route(app, calls.getStats, async (request) => ok(await practice.stats(currentUser(request))));
};

export default practiceRoutes;
