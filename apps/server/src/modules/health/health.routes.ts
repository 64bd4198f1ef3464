import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@toeic-ace/contract';
import { ServiceUnavailableError } from '../../errors';
import { route } from '../../http/route';
import { ok } from '../../plugins/envelope';
import { checkHealth } from './health.service';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    routes.health.get,
    // Monitors poll this; they must never be throttled into a false alarm.
    { config: { rateLimit: false } },
    async () => {
      const health = await checkHealth(app.db, app.config);
      // A load balancer reads the status: an instance without its database is not ready. The
      // report still goes out (as the error's details) for a monitor to show.
      if (health.database !== 'ok') {
        throw new ServiceUnavailableError('The database is unavailable', undefined, health);
      }
      return ok(health);
    },
  );
};

export default healthRoutes;
