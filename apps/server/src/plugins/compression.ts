import { pipeline, type Readable } from 'node:stream';
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  gzipSync,
  type CompressCallback,
} from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';

/** Below this a compressed body saves less than its headers and the CPU it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Up to this size compressing inline is cheaper than a round trip through the thread pool; a
 * larger body (a whole exported notebook) is compressed off the event loop.
 */
const INLINE_LIMIT_BYTES = 64 * 1024;

/**
 * JSON, HTML, CSS, JavaScript, SVG, CSV and plain text. Never text/event-stream: a compressor
 * would hold events back until its buffer fills. Event streams take the response over before
 * this hook could run, so this is a second guard.
 */
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:[\w.-]+\+)?(?:json|xml|javascript)|image\/svg\+xml)/i;

/**
 * Brotli at quality 4 compresses a JSON page about as well as gzip -9 in a fraction of the time;
 * the build's precompressed files use the slow maximum, this runs per response.
 */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP = { level: 6 };

type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];

const compressInline = (encoding: Encoding, body: Buffer) =>
  encoding === 'br' ? brotliCompressSync(body, BROTLI) : gzipSync(body, GZIP);

const compressInPool = (encoding: Encoding, body: Buffer, done: CompressCallback) =>
  encoding === 'br' ? brotliCompress(body, BROTLI, done) : gzip(body, GZIP, done);

function appendVary(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'Accept-Encoding');
  else if (!/accept-encoding|\*/i.test(String(vary)))
    reply.header('vary', `${String(vary)}, Accept-Encoding`);
}

/** The encoding the client prefers among ours, or null for none. */
function negotiated(request: FastifyRequest): Encoding | null {
  const header = request.headers['accept-encoding'];
  return header ? (negotiate(header, ENCODINGS) as Encoding | null) : null;
}

/**
 * A body written as it is read (an export) compressed on its way out, in libuv's thread pool,
 * with the same choice of encoding as a body held in memory; the reply's backpressure reaches
 * the source through the compressor. Destroying the answer destroys the source.
 */
export function compressStream(
  request: FastifyRequest,
  reply: FastifyReply,
  source: Readable,
): Readable {
  appendVary(reply);
  const encoding = negotiated(request);
  if (!encoding) return source;
  reply.header('content-encoding', encoding);
  const compressor = encoding === 'br' ? createBrotliCompress(BROTLI) : createGzip(GZIP);
  // A failure destroys both ends; the reply then ends the response, which is all it can do once
  // the headers are out.
  return pipeline(source, compressor, () => undefined);
}

/** Whether the body is large enough to be worth compressing; small answers stop here. */
function isLarge(payload: string | Buffer) {
  if (payload.length >= COMPRESSION_THRESHOLD_BYTES) return true;
  // A string's UTF-8 size is at least its length: only a short non-ASCII text needs measuring.
  return typeof payload === 'string' && Buffer.byteLength(payload) >= COMPRESSION_THRESHOLD_BYTES;
}

/**
 * Compresses large bodies Fastify holds in memory (API JSON and error envelopes, CSV and JSON
 * exports, the API docs) with brotli or gzip, whichever the client's Accept-Encoding prefers.
 * Left alone: bodies under the threshold (not even a Vary header, so a small answer costs a
 * length check), streams (the web app's files and index.html, precompressed at build time;
 * exports, which compressStream handles), and
 * anything that already has a Content-Encoding. A callback hook, not an async one: the common
 * small answer allocates no promise.
 */
const compressLargeBody: onSendHookHandler = (request, reply, payload, done) => {
  if (
    (typeof payload !== 'string' && !Buffer.isBuffer(payload)) ||
    !isLarge(payload) ||
    reply.getHeader('content-encoding') !== undefined ||
    !COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))
  ) {
    return done(null, payload);
  }
  // This answer depends on Accept-Encoding, whether or not this client gets it compressed.
  appendVary(reply);
  const encoding = negotiated(request);
  if (!encoding) return done(null, payload);

  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  if (body.length <= INLINE_LIMIT_BYTES) {
    reply.header('content-encoding', encoding);
    return done(null, compressInline(encoding, body));
  }
  compressInPool(encoding, body, (err, compressed) => {
    if (err) return done(err);
    reply.header('content-encoding', encoding);
    done(null, compressed);
  });
};

async function compressionPlugin(app: FastifyInstance) {
  app.addHook('onSend', compressLargeBody);
}

export default fp(compressionPlugin, { name: 'compression' });
