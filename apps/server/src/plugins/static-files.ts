import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NotFoundError } from '../errors';

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** A browser navigating to a client-side route, as opposed to a script fetching a file. */
const wantsPage = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !isApi(request.url) &&
  (request.headers.accept ?? '').includes('text/html');

/**
 * Serves the built web app when it exists: hashed files under /assets are cached for a year,
 * everything else (index.html, the service worker sw.js and the manifest above all) is
 * revalidated so a new release shows up at once.
 * Owns the app-wide not-found handler: page navigations get index.html, the rest, and
 * anything under /api, a 404 envelope.
 */
async function staticFilesPlugin(app: FastifyInstance, { root }: { root: string }) {
  const spa = existsSync(join(root, 'index.html'));
  if (spa) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      // The build writes .br and .gz copies (scripts/lib/precompress.mjs): sent as they are to a
      // browser that accepts them, with Vary: Accept-Encoding.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.startsWith(join(root, 'assets'));
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // A cache between here and the browser must not hand brotli to a client that sent no
        // Accept-Encoding: br (@fastify/static does not say so itself).
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (spa && wantsPage(request)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    throw new NotFoundError(`Route ${request.method} ${request.url.split('?')[0]} not found`);
  });
}

export default fp(staticFilesPlugin, { name: 'static-files' });
