import { routes } from '@toeic-ace/contract';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route';
import { currentUser } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { parseCrashPoint } from './migration.crash';
import { checkRecordCounts, importLimits, tooLargeInMigrationTerms } from './migration.limits';
import { createMigrationService } from './migration.service';

const { migration: calls } = routes;

/**
 * One import call is bounded (MIGRATION.maxPerCall: a few MiB, a count per kind); the web app
 * sends a learner's data in batches below those limits, so no single request runs long.
 */
const migrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const migration = createMigrationService({
    db: app.db,
    clock: app.clock,
    log: app.log,
    crashAt: parseCrashPoint(app.config.migrationCrashAt ?? '') ?? undefined,
  });

  // This plugin's own routes only (Fastify encapsulates hooks and error handlers).
  app.setErrorHandler<FastifyError>((error, request) =>
    tooLargeInMigrationTerms(error, request.body),
  );
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST') checkRecordCounts(request.body);
  });

  route(app, calls.status, async (request) => ok(await migration.status(currentUser(request))));

  route(app, calls.import, importLimits, async (request) =>
    ok(await migration.importData(currentUser(request), request.body)),
  );
};

export default migrationRoutes;
