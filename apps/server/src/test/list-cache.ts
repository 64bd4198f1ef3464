import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

type Read = () => Promise<LightMyRequestResponse>;

/**
 * Reads a cached list twice: the second answer must come from app.responseCache, byte for byte
 * (the state a test starts its write from). Answers the list.
 */
export async function readTwice<T>(app: FastifyInstance, read: Read): Promise<T> {
  const first = await read();
  expect(first.statusCode).toBe(200);
  const hits = app.responseCache.hits;
  const second = await read();
  expect(app.responseCache.hits).toBe(hits + 1);
  expect(second.body).toBe(first.body);
  return first.json<{ data: T }>().data;
}

/** The next read, which must not be a hit of an entry stored before the write. */
export async function readAfterWrite<T>(read: Read): Promise<T> {
  const res = await read();
  expect(res.statusCode).toBe(200);
  return res.json<{ data: T }>().data;
}
