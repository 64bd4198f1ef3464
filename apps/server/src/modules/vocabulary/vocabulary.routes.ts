import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VOCABULARY_LIMITS, base64Length, routes } from '@toeic-ace/contract';
import { cachedRoute } from '../../http/response-cache';
import { route } from '../../http/route';
import { currentUser } from '../../plugins/auth';
import { compressStream } from '../../plugins/compression';
import { ok } from '../../plugins/envelope';
import { removeStaleAnkiDirs } from './anki/anki-temp';
import { createExportService } from './export/vocabulary.export';
import reviewRoutes from './review/review.routes';
import { readAnkiPackage } from './import/anki-import';
import { createVocabularyService } from './vocabulary.service';

const { vocabulary: calls } = routes;

/** Every call needs login; another user's word answers 404 and is never touched. */
const vocabularyRoutes: FastifyPluginAsyncZod = async (app) => {
  const words = createVocabularyService({ db: app.db, clock: app.clock });
  const exports = createExportService({ db: app.db, clock: app.clock });
  await app.register(reviewRoutes);
  // A process killed mid-export leaves its Anki directory behind; the next start removes it.
  app.addHook('onReady', async () => {
    const removed = await removeStaleAnkiDirs().catch((error: unknown) => {
      app.log.warn({ err: error }, 'could not remove stale Anki directories');
      return 0;
    });
    if (removed > 0) app.log.info({ removed }, 'removed stale Anki directories');
  });

  route(app, calls.addWord, async (request, reply) =>
    reply.code(201).send(ok(await words.add(currentUser(request), request.body))),
  );

  // A page depends only on the URL and the user's words: served from the cache while the user's
  // data revision stands.
  cachedRoute(app, calls.listWords, async (request) =>
    ok(await words.list(currentUser(request), request.query)),
  );

  route(app, calls.getWord, async (request) =>
    ok(await words.get(currentUser(request), request.params.id)),
  );

  route(app, calls.updateWord, async (request) =>
    ok(await words.update(currentUser(request), request.params.id, request.body)),
  );

  route(app, calls.deleteWord, async (request) => {
    await words.remove(currentUser(request), request.params.id);
    return ok({ id: request.params.id });
  });

  route(app, calls.getStats, async (request) => {
    const user = currentUser(request);
    return ok(await words.stats(user, request.query.tz ?? user.preferences.timeZone));
  });

  route(app, calls.batch, async (request) =>
    ok(await words.batch(currentUser(request), request.body)),
  );

  route(app, calls.exportWords, async (request, reply) => {
    const file = await exports.start(currentUser(request), request.query);
    const body = file.compressible ? compressStream(request, reply, file.body) : file.body;
    return (
      reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        // A stream is piped to the socket as the client takes it, never through the serializer.
        .send(body as unknown as string)
    );
  });

  // A whole exported notebook in one body: every word is an array item with a few dozen values.
  const importLimits = {
    bodyLimit: VOCABULARY_LIMITS.importBodyLimitBytes,
    config: {
      inputLimits: {
        maxItems: VOCABULARY_LIMITS.importMaxWords,
        maxNodes: VOCABULARY_LIMITS.importMaxWords * 100,
      },
    },
  };
  route(app, calls.importWords, importLimits, async (request) =>
    ok(await words.importWords(currentUser(request), request.body)),
  );

  // One package as base64: the only call whose body is that large.
  const ankiLimits = { bodyLimit: base64Length(VOCABULARY_LIMITS.ankiPackageMaxBytes) + 1024 };
  route(app, calls.readAnkiPackage, ankiLimits, async (request) =>
    ok(await readAnkiPackage(request.body)),
  );
};

export default vocabularyRoutes;
