import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/**
 * Shares one Kysely instance with every module. The app owns it from here on: closing the app
 * (graceful shutdown, end of a test suite) closes the pool or the SQLite file.
 */
async function dbPlugin(app: FastifyInstance, { db }: { db: Db }) {
  app.decorate('db', db);
  app.addHook('onClose', async () => {
    await db.destroy();
  });
}

export default fp(dbPlugin, { name: 'db' });
