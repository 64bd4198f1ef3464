import { DICTIONARY, type Language } from '@toeic-ace/contract';
import type { LocalDb } from '@/db/database';
import { fromCacheRecord, toCacheRecord, type FoundDefinition } from './fields';

const DAY_MS = 86_400_000;
export const CACHE_LIFETIME_MS = DICTIONARY.cacheDays * DAY_MS;

/** The browser's copy of looked-up definitions, so a notebook reads them again offline. */
export interface DefinitionCache {
  read(word: string, language: Language): Promise<FoundDefinition | null>;
  write(word: string, language: Language, found: FoundDefinition): Promise<void>;
}

/** The cache key: letter case and spacing do not make another word (as on the server). */
export const cacheKey = (word: string) => word.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The `dictionaryCache` table: one entry per word, for the language last asked for; an entry
 * older than 7 days (or for another language) is a miss. The cache only saves a round trip, so
 * a browser without IndexedDB (or a failing one) reads as empty and skips writes.
 */
export function dexieDefinitionCache(
  db: () => Promise<LocalDb>,
  now = () => Date.now(),
): DefinitionCache {
  return {
    async read(word, language) {
      try {
        const record = await (await db()).dictionaryCache.get(cacheKey(word));
        if (!record || record.requestedLanguage !== language) return null;
        const age = now() - Date.parse(record.cachedAt);
        return age >= 0 && age < CACHE_LIFETIME_MS ? fromCacheRecord(record) : null;
      } catch {
        return null;
      }
    },
    async write(word, language, found) {
      const cachedAt = new Date(now()).toISOString();
      try {
        const store = await db();
        await store.dictionaryCache.put(toCacheRecord(cacheKey(word), language, found, cachedAt));
      } catch {
        // Nothing lost: the word itself keeps the definition on the server.
      }
    },
  };
}
