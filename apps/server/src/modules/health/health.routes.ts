import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@toeic-ace/contract';
import { ServiceUnavailableError } from '../../errors';
import { route } from '../../http/route';
import { ok } from '../../plugins/envelope';
import { createHealthService } from './health.service';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const health = createHealthService({ db: app.db, config: app.config });
  route(
    app,
    routes.health.get,
    // Monitors poll this; they must never be throttled into a false alarm.
    { config: { rateLimit: false } },
    async () => {
      const report = await health.check();
      // A load balancer reads the status: an instance without its database is not ready. The
      // report still goes out (as the error's details) for a monitor to show.
      if (report.database !== 'ok') {
        throw new ServiceUnavailableError('The database is unavailable', undefined, report);
      }
      return ok(report);
    },
  );
};

export default healthRoutes;
