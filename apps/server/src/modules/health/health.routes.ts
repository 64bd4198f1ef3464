import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@toeic-ace/contract';
import { route } from '../../http/route';
import { ok } from '../../plugins/envelope';
import { checkHealth } from './health.service';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    routes.health.get,
    // Monitors poll this; they must never be throttled into a false alarm.
    { config: { rateLimit: false } },
    async () => ok(await checkHealth(app.db, app.config)),
  );
};

export default healthRoutes;
