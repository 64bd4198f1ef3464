import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@toeic-ace/contract';
import { route } from '../../http/route';
import { currentUser } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { createMistakesService } from './mistakes.service';

const { mistakes: calls } = routes;

/** Every call needs login and reads or changes the caller's notebook only. */
const mistakesRoutes: FastifyPluginAsyncZod = async (app) => {
  const mistakes = createMistakesService({ db: app.db, clock: app.clock });

  route(app, calls.listMistakes, async (request) =>
    ok(await mistakes.list(currentUser(request), request.query)),
  );
  route(app, calls.mistakeSummary, async (request) =>
    ok(await mistakes.summary(currentUser(request))),
  );
  route(app, calls.getMistake, async (request) =>
    ok(await mistakes.detail(currentUser(request), request.params.questionId)),
  );
  route(app, calls.removeMistake, async (request, reply) => {
    await mistakes.remove(currentUser(request), request.params.questionId);
    return reply.code(204).send(null);
  });
};

export default mistakesRoutes;
