import {
  copyFileSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from './support/server';

/**
 * The production server (apps/server/dist/server.mjs) runs its bundle through a V8 code cache it
 * writes beside the bundle. Whatever is in that file — nothing, a cache of another build,
 * damaged bytes — the server starts and serves, and leaves a valid cache behind.
 *
 * The servers of the files running beside this one read and write the build's own cache, so
 * this file runs a copy of the launcher and the bundle in a folder of its own (the dictionary,
 * morphology and workers linked from the build), where only its servers touch the cache.
 */
const built = resolve(import.meta.dirname, '../apps/server/dist');
// Beside the build, so the bundle finds what it reads by relative path (the question bank, the
// web build, node_modules above it) as from dist/.
const dist = mkdtempSync(join(built, '../dist-e2e-'));
const bundle = join(dist, 'server.cjs');
const cacheFile = `${bundle}.v8cache`;
const entry = join(dist, 'server.mjs');

beforeAll(() => {
  for (const name of readdirSync(built)) {
    if (name.endsWith('.v8cache') || name.endsWith('.map')) continue;
    if (name === 'server.mjs' || name === 'server.cjs')
      copyFileSync(join(built, name), join(dist, name));
    else symlinkSync(join(built, name), join(dist, name));
  }
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** The header the launcher writes: the bundle's size and modification time in nanoseconds. */
function bundleKey(): string {
  const { size, mtimeNs } = statSync(bundle, { bigint: true });
  return `${size}:${mtimeNs}\n`;
}

const readCache = (): Buffer | undefined => {
  try {
    return readFileSync(cacheFile);
  } catch {
    return undefined;
  }
};

/** Waits until the cache file holds a cache for this bundle other than `previous`. */
async function freshCache(previous?: Buffer): Promise<Buffer> {
  for (let i = 0; i < 100; i++) {
    const cache = readCache();
    const key = bundleKey();
    if (
      cache &&
      cache.subarray(0, key.length).toString() === key &&
      !cache.equals(previous ?? Buffer.alloc(0))
    ) {
      return cache;
    }
    await delay(100);
  }
  throw new Error('no code cache was written within 10 s');
}

async function startAndRead(): Promise<{ status: number; stop: () => Promise<void> }> {
  const server = await startServer({}, { entry });
  const res = await fetch(`${server.baseURL}/api/auth/profile`);
  return { status: res.status, stop: server.stop };
}

describe('the production server and its code cache', () => {
  it('starts with no cache, with its own, with another build’s and with a damaged one', async () => {
    const key = bundleKey();
    // Another build's cache (same file name, other key) and damaged bytes under the right key.
    const cases: [name: string, content: Buffer | null][] = [
      ['none', null],
      ['another build', Buffer.concat([Buffer.from('1:2\n'), Buffer.alloc(4096, 7)])],
      ['damaged', Buffer.concat([Buffer.from(key), Buffer.alloc(4096, 7)])],
    ];
    for (const [, content] of cases) {
      if (content) writeFileSync(cacheFile, content);
      else rmSync(cacheFile, { force: true });
      const planted = readCache();
      const server = await startAndRead();
      // Served as usual: a read without a session is refused in the envelope, not a crash.
      expect(server.status).toBe(401);
      const written = await freshCache(planted);
      expect(written.length).toBeGreaterThan(100_000);
      await server.stop();
    }

    // With its own cache in place the server starts from it and keeps it as it is.
    const kept = readCache();
    const again = await startAndRead();
    expect(again.status).toBe(401);
    await delay(1_500);
    expect(readCache()?.equals(kept ?? Buffer.alloc(0))).toBe(true);
    await again.stop();
  });
});
