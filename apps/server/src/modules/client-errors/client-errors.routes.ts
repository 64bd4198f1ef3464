import { CLIENT_ERRORS, routes } from '@toeic-ace/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route';
import { optionalUserId } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { createClientErrorReporter } from './client-errors.service';

/** POST /api/client-errors: a browser's high and critical errors, written to the server log. */
const clientErrorRoutes: FastifyPluginAsyncZod = async (app) => {
  const reporter = createClientErrorReporter(app.counters);

  route(
    app,
    routes.clientErrors.report,
    // Besides the general budget, the reporter keeps a tighter one of its own (per user or IP).
    { bodyLimit: CLIENT_ERRORS.reportBodyLimitBytes },
    async (request) => {
      // A valid bearer counts reports per user; anything else per address.
      const userId = await optionalUserId(app, request);
      await reporter.report(request.log, request.body, { userId, ip: request.ip });
      return ok({ logged: true as const });
    },
  );
};

export default clientErrorRoutes;
