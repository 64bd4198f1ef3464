import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@toeic-ace/contract';
import { route } from '../../http/route';
import { currentUser } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { createMockService } from './mock.service';

const { mockTests: calls } = routes;

export interface MockRoutesOptions {
  /** Tests fix the draw. */
  random?: () => number;
  /**
   * The mock clock alone (default: app.clock), so a test can move it by hours while the
   * learner's access token stays valid.
   */
  clock?: () => Date;
}

/** Every call needs login; another user's test answers 404. */
const mockRoutes: FastifyPluginAsyncZod<MockRoutesOptions> = async (app, options) => {
  const mocks = createMockService({
    db: app.db,
    clock: options.clock ?? app.clock,
    timeScale: app.config.mockTimeScale,
    random: options.random,
  });

  route(app, calls.createMockTest, async (request, reply) =>
    reply.code(201).send(ok(await mocks.create(currentUser(request), request.body.kind))),
  );
  route(app, calls.listMockTests, async (request) => ok(await mocks.list(currentUser(request))));
  route(app, calls.getMockTest, async (request) =>
    ok(await mocks.get(currentUser(request), request.params.id)),
  );
  route(app, calls.answerMockTest, async (request) =>
    ok(await mocks.answer(currentUser(request), request.params.id, request.body)),
  );
  route(app, calls.startMockSection, async (request) =>
    ok(await mocks.startSection(currentUser(request), request.params.id, request.body.section)),
  );
  route(app, calls.submitMockTest, async (request) =>
    ok(await mocks.submit(currentUser(request), request.params.id)),
  );
};

export default mockRoutes;
