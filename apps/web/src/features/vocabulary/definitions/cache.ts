import { DICTIONARY, type Language } from '@toeic-ace/contract/rules';
import type { LocalDb } from '@/db/database';
import type { FoundDefinition } from './fields';
import { loadFields } from './load-fields';

const DAY_MS = 86_400_000;
export const CACHE_LIFETIME_MS = DICTIONARY.cacheDays * DAY_MS;

/** A cached answer: the definition, or that the dictionary has none (NOT_FOUND). */
export const NOT_FOUND = 'notFound' as const;
export type CachedAnswer = FoundDefinition | typeof NOT_FOUND;

/**
 * The browser's copy of looked-up definitions, so a notebook reads them again offline — and of
 * the words the dictionary lacks, so a visit does not look them up again.
 */
export interface DefinitionCache {
  read(word: string, language: Language): Promise<CachedAnswer | null>;
  write(word: string, language: Language, answer: CachedAnswer): Promise<void>;
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
        if (!(age >= 0 && age < CACHE_LIFETIME_MS)) return null;
        return record.notFound ? NOT_FOUND : (await loadFields()).fromCacheRecord(record);
      } catch {
        return null;
      }
    },
    async write(word, language, answer) {
      const cachedAt = new Date(now()).toISOString();
      try {
        const store = await db();
        const { notFoundRecord, toCacheRecord } = await loadFields();
        await store.dictionaryCache.put(
          answer === NOT_FOUND
            ? notFoundRecord(cacheKey(word), language, cachedAt)
            : toCacheRecord(cacheKey(word), language, answer, cachedAt),
        );
      } catch {
        // Nothing lost: the word itself keeps the definition on the server.
      }
    },
  };
}
