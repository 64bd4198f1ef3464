import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTranslator, type AiTranslateOptions } from './ai-translate';
import { createDictionaryService, type DictionaryService } from './dictionary.service';
import dictionaryRoutes from './dictionary.routes';
import { warmUp } from './offline';

export type { DictionaryService, LookupRequest } from './dictionary.service';
export { WordNotFoundError, normaliseWord } from './dictionary.service';

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
  const { online, onlineUrl } = app.config.dictionary;
  app.decorate(
    'dictionary',
    createDictionaryService({
      db: app.db,
      clock: app.clock,
      log: app.log,
      translate: createTranslator(app, opts),
      onlineUrl: online ? onlineUrl : null,
    }),
  );
  await app.register(dictionaryRoutes, { prefix: '/vocabulary' });
  // The offline data loads on the first lookup, not at start: it adds about 170 MB and a couple
  // of seconds of CPU, which an instance that never looks a word up should not pay, and which
  // would otherwise compete with the first requests after a start.
  if (app.config.dictionary.preload) {
    app.addHook('onReady', async () => {
      warmUp().catch((err: unknown) => app.log.warn({ err }, 'dictionary warm-up failed'));
    });
  }
}

export const dictionaryModule = fp(dictionaryPlugin, {
  name: 'dictionary',
  dependencies: ['ai-quota'],
});
