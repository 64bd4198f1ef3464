import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { dialectOf } from './db/database';
import { migrateToLatest } from './db/migrate';

const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

async function main() {
  const config = readConfig();
  const app = await buildApp(config);

  const applied = await migrateToLatest(app.db);
  app.log.info(
    { dialect: dialectOf(config.databaseUrl), applied },
    applied.length ? `applied ${applied.length} migration(s)` : 'database schema is up to date',
  );

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    // A request that never ends must not keep the process alive forever.
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // close() stops listening, waits for in-flight requests, then runs onClose (database).
    app.close().then(
      () => {
        app.log.info('closed cleanly');
        process.exit(0);
      },
      (err: unknown) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`TOEIC Ace is listening at ${listeningUrl(app, config)}`);
}

function listeningUrl(app: FastifyInstance, config: Config): string {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = ['0.0.0.0', '::'].includes(config.host)
    ? 'localhost'
    : config.host.includes(':')
      ? `[${config.host}]`
      : config.host;
  return `http://${host}:${port}`;
}

main().catch((err: unknown) => {
  console.error('TOEIC Ace failed to start:', err);
  process.exit(1);
});
