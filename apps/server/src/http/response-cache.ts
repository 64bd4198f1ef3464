import type { ApiRoute } from '@toeic-ace/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { route, type ContractHandler, type ZodApp } from './route';

/**
 * Serialised JSON bodies of list responses, per user and URL, each valid for one data revision
 * of its user.
 *
 * Why a hit is never stale: users.data_revision is bumped by database triggers (migration
 * 20261126T010000-data-revision) in the same transaction as every insert, update and delete of
 * a row the user owns in the tables these lists read (vocabulary_words, practice_sessions,
 * session_questions), whichever server instance or code path writes it. The auth hook reads the
 * revision R with the user row BEFORE the route computes its list, so the list sees every write
 * committed up to R, and possibly later ones — never fewer. An entry stored under R therefore
 * never holds data older than R. A later write commits R + 1 (or more) together with its rows,
 * so the next request reads a revision no entry was stored under and computes the list anew. A
 * write committed between the revision read and the list read only makes the entry newer than
 * its revision, which a later request with a higher revision misses anyway; one not committed
 * yet is invisible to both reads. This holds because each list query starts after the revision
 * was read and sees everything committed by then (SQLite's one connection; PostgreSQL's read
 * committed, on any connection of the pool): a list read from an older snapshot (a transaction
 * opened before the auth hook, a lagging replica) would break it.
 *
 * What may be cached: only responses that are a function of (user, URL, the user's rows in those
 * three tables). Not the clock, the user's preferences or headers: a route whose answer depends
 * on them must not use this cache (or must carry them in its URL).
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** Lookups answered from the cache, and the others (tests and diagnostics read them). */
  hits = 0;
  misses = 0;

  /**
   * `maxBytes` bounds the memory the bodies and keys take (a text counted at two bytes per
   * UTF-16 unit, the most V8 uses, bytes as they are, plus a fixed overhead per entry); the least recently used entries
   * go first. A body above a quarter of the budget is not kept: it would evict most others.
   */
  constructor(readonly maxBytes: number) {}

  /** Bytes held now, as counted against maxBytes. */
  get size(): number {
    return this.bytes;
  }

  get count(): number {
    return this.entries.size;
  }

  /** The body stored for this user, URL and revision; undefined otherwise. */
  get(userId: string, url: string, revision: number): Body | undefined {
    const key = keyOf(userId, url);
    const entry = this.entries.get(key);
    if (entry === undefined || entry.revision !== revision) {
      // Revisions only grow: an older entry can never be served again. A newer one stays for
      // the requests that read the newer revision (this one read its revision earlier).
      if (entry !== undefined && entry.revision < revision) this.remove(key, entry);
      this.misses += 1;
      return undefined;
    }
    this.hits += 1;
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  set(userId: string, url: string, revision: number, body: Body): void {
    const key = keyOf(userId, url);
    const existing = this.entries.get(key);
    // A slow request that read an older revision must not replace a newer answer.
    if (existing !== undefined) {
      if (existing.revision > revision) return;
      this.remove(key, existing);
    }
    const bodyBytes = typeof body === 'string' ? 2 * body.length : body.length;
    const bytes = 2 * key.length + bodyBytes + ENTRY_OVERHEAD_BYTES;
    if (bytes > this.maxBytes / 4) return;
    this.entries.set(key, { revision, body, bytes });
    this.bytes += bytes;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldestKey, oldest);
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

/** A body as text, or as the UTF-8 bytes the response sends (what the routes keep). */
type Body = string | Buffer;

interface Entry {
  revision: number;
  body: Body;
  bytes: number;
}

/** The Map entry, the entry object and its fields, roughly. */
const ENTRY_OVERHEAD_BYTES = 128;

/** A user id never contains a newline, so no two (user, URL) pairs share a key. */
const keyOf = (userId: string, url: string) => `${userId}\n${url}`;

const JSON_UTF8 = 'application/json; charset=utf-8';

type Handler = (this: unknown, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * Registers a list route of the contract (as route() does) whose answers are served from
 * app.responseCache while the user's data revision stands: a request whose user, URL and
 * revision match a stored body gets those bytes (Fastify sends a Buffer with a content type as
 * it is; compression still applies). Otherwise the handler runs, its result is written by the
 * route's compiled serialiser (reply.serialize: the contract's fields only, as on the normal
 * path), stored, and sent. Only for routes behind app.authenticate whose answer depends on
 * nothing but the URL and the user's rows in the revisioned tables (see ResponseCache).
 */
export function cachedRoute<const R extends ApiRoute & { auth: 'required'; method: 'GET' }>(
  app: ZodApp,
  entry: R,
  handler: ContractHandler<R>,
): void {
  route(app, entry, cachedPerRevision(app.responseCache, handler as unknown as Handler) as never);
}

function cachedPerRevision(cache: ResponseCache, handler: Handler): Handler {
  return async function (this: unknown, request, reply) {
    const user = request.user;
    const revision = request.dataRevision;
    if (user === null || revision === null) return handler.call(this, request, reply);
    const hit = cache.get(user.id, request.url, revision);
    if (hit !== undefined) {
      reply.type(JSON_UTF8);
      return hit;
    }
    const data = await handler.call(this, request, reply);
    // A handler that answered by itself, or with another status, is left as it answered.
    if (reply.sent || reply.statusCode !== 200) return data;
    const text = reply.serialize(data);
    if (typeof text !== 'string') return data;
    // Kept as the bytes sent: a hit then skips encoding (and measuring) the text each time.
    const body = Buffer.from(text);
    cache.set(user.id, request.url, revision, body);
    reply.type(JSON_UTF8);
    return body;
  };
}
