import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalDb } from '@/db/database';
import { CACHE_LIFETIME_MS, dexieDefinitionCache } from './cache';
import { fromLookup } from './fields';
import { negotiateDefinition } from './test-data';

afterEach(() => vi.useRealTimers());

describe('the browser dictionary cache', () => {
  it('serves an entry for 7 days, for the language asked, then looks again', async () => {
    // Only the clock is faked: IndexedDB's own scheduling keeps running.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
    const db = createLocalDb('cache-test', { indexedDB: new IDBFactory(), IDBKeyRange });
    const cache = dexieDefinitionCache(async () => db);
    const found = fromLookup(negotiateDefinition());
    await cache.write(' Negotiate ', 'zh', found);

    expect(await cache.read('negotiate', 'zh')).toEqual(found);
    expect(await cache.read('negotiate', 'en')).toBeNull();
    vi.setSystemTime(new Date(Date.parse('2026-11-24T10:00:00Z') + CACHE_LIFETIME_MS - 1));
    expect(await cache.read('NEGOTIATE', 'zh')).toEqual(found);
    vi.setSystemTime(new Date(Date.parse('2026-11-24T10:00:00Z') + CACHE_LIFETIME_MS));
    expect(await cache.read('negotiate', 'zh')).toBeNull();
    expect(CACHE_LIFETIME_MS).toBe(7 * 86_400_000);
  });

  it('reads as empty when the browser has no IndexedDB', async () => {
    const cache = dexieDefinitionCache(() => {
      throw new Error('IndexedDB is not available');
    });
    await cache.write('negotiate', 'zh', fromLookup(negotiateDefinition()));
    expect(await cache.read('negotiate', 'zh')).toBeNull();
  });
});
