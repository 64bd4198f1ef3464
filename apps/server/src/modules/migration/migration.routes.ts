import { MIGRATION, routes } from '@toeic-ace/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route';
import { currentUser } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { createMigrationService } from './migration.service';

const { migration: calls } = routes;

/**
 * A heavy learner's upload (500 sessions, 10 000 words, 5 000 messages) fits one call; the web
 * app still sends batches, so the progress bar moves and no single request runs long.
 */
const importLimits = {
  bodyLimit: MIGRATION.bodyLimitBytes,
  config: {
    inputLimits: { maxItems: MIGRATION.maxPerCall.words, maxNodes: 2_000_000 },
  },
};

const migrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const migration = createMigrationService({ db: app.db, clock: app.clock, log: app.log });

  route(app, calls.status, async (request) => ok(await migration.status(currentUser(request))));

  route(app, calls.import, importLimits, async (request) =>
    ok(await migration.importData(currentUser(request), request.body)),
  );
};

export default migrationRoutes;
