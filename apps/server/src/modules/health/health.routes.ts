import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, healthSchema } from '@toeic-ace/contract';
import { ok } from '../../plugins/envelope';
import { checkHealth } from './health.service';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      // Monitors poll this; they must never be throttled into a false alarm.
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Liveness, database round trip, AI provider and third-party sign-in configuration',
        response: { 200: envelope(healthSchema) },
      },
    },
    async () => ok(await checkHealth(app.db, app.config)),
  );
};

export default healthRoutes;
