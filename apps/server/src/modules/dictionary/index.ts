import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTranslator, type AiTranslateOptions } from './ai-translate';
import { createDictionaryService, type DictionaryService } from './dictionary.service';
import dictionaryRoutes from './dictionary.routes';
import { warmUp } from './offline';

export type { DictionaryService, LookupRequest } from './dictionary.service';
export { WordNotFoundError, normaliseWord } from './dictionary.service';
/** For build steps and test setups: builds the offline dictionary file when missing or stale. */
export { ensureDictionaryFileSync } from './store/build';

declare module 'fastify' {
  interface FastifyInstance {
    /** Word definitions for other modules: `app.dictionary.lookupDefinition({...})`. */
    dictionary: DictionaryService;
  }
}

/**
 * The dictionary: `app.dictionary` for every module under /api, and
 * POST /vocabulary/definition. Needs the AI quota plugin registered before it.
 */
async function dictionaryPlugin(app: FastifyInstance, opts: AiTranslateOptions) {
  const { online, onlineUrl, file } = app.config.dictionary;
  app.decorate(
    'dictionary',
    createDictionaryService({
      db: app.db,
      clock: app.clock,
      log: app.log,
      translate: createTranslator(app, opts),
      onlineUrl: online ? onlineUrl : null,
      offlineFile: file,
    }),
  );
  await app.register(dictionaryRoutes, { prefix: '/vocabulary' });
  // The offline dictionary file opens on the first lookup (milliseconds). Preloading matters only
  // where the file may be missing: its build (in a child process) then starts with the server.
  if (app.config.dictionary.preload) {
    app.addHook('onReady', async () => {
      warmUp(file).catch((err: unknown) => app.log.warn({ err }, 'dictionary warm-up failed'));
    });
  }
}

export const dictionaryModule = fp(dictionaryPlugin, {
  name: 'dictionary',
  dependencies: ['ai-quota'],
});
