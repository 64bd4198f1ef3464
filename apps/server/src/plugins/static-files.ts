import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import negotiate from '@fastify/accept-negotiator';
import fp from 'fastify-plugin';
import { NotFoundError } from '../errors';
import { pagesWithPreloads } from './page-preloads';

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** A browser navigating to a client-side route, as opposed to a script fetching a file. */
const wantsPage = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !isApi(request.url) &&
  (request.headers.accept ?? '').includes('text/html');

const pathOf = (url: string) => url.split('?')[0]!;

/**
 * Security headers that govern a document (or a worker) and do nothing on a script or stylesheet
 * it loads: left off the hashed files under /assets, none of which is a worker. A page's first
 * load fetches a dozen of them, and on a phone each carried ≈ 850 bytes of these. What a
 * subresource does honour stays: nosniff, the cross-origin resource policy, the referrer policy.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'permissions-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * Serves the built web app when it exists: hashed files under /assets are cached for a year,
 * everything else (index.html, the service worker sw.js and the manifest above all) is
 * revalidated so a new release shows up at once.
 * Owns the app-wide not-found handler: page navigations get index.html, the rest, and
 * anything under /api, a 404 envelope.
 */
async function staticFilesPlugin(app: FastifyInstance, { root }: { root: string }) {
  const spa = existsSync(join(root, 'index.html'));
  const pageFor = spa ? pagesWithPreloads(root) : null;
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
  if (spa) {
    // Callback form: it runs on every answer, the API's included, and has nothing to await.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith('/assets/') && reply.statusCode === 200)
        for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      done(null, payload);
    });
  }
  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache');
    if (!pageFor) return reply.sendFile('index.html');
    const page = pageFor(pathOf(request.url));
    reply.header('etag', page.etag).header('vary', 'Accept-Encoding');
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    const header = request.headers['accept-encoding'];
    const encoding = header ? negotiate(header, ['br', 'gzip']) : null;
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(page.body(encoding as 'br' | 'gzip' | null));
  };
  // '/' is a page like any other route, not the folder's index file.
  if (pageFor) app.get('/', { schema: { hide: true } }, sendPage);
  app.setNotFoundHandler(async (request, reply) => {
    if (spa && wantsPage(request)) return sendPage(request, reply);
    throw new NotFoundError(`Route ${request.method} ${pathOf(request.url)} not found`);
  });
}

export default fp(staticFilesPlugin, { name: 'static-files' });
