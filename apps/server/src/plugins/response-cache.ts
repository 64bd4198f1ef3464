import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ResponseCache } from '../http/response-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Serialised list responses per user, URL and data revision; see http/response-cache.ts. */
    responseCache: ResponseCache;
  }
}

/**
 * 8 MB of bodies: a page of 50 words is ≈ 27 KB of JSON (≈ 54 KB as counted), so a few hundred
 * recent lists; the process stays well inside its memory budget while idle or busy.
 */
export const RESPONSE_CACHE_BYTES = 8 * 1024 * 1024;

async function responseCachePlugin(
  app: FastifyInstance,
  { maxBytes = RESPONSE_CACHE_BYTES }: { maxBytes?: number },
) {
  app.decorate('responseCache', new ResponseCache(maxBytes));
}

export default fp(responseCachePlugin, { name: 'response-cache', dependencies: ['auth'] });
