import { wordDefinitionSchema, type Language, type WordDefinition } from '@toeic-ace/contract';
import { json, time } from '../../db/codec';
import type { Db } from '../../db/schema';

/** The shared definition cache: one row per word and language. */
export async function findCached(
  db: Db,
  word: string,
  language: Language,
  now: Date,
): Promise<WordDefinition | null> {
  const row = await db
    .selectFrom('dictionary_cache')
    .select(['body', 'expires_at'])
    .where('word', '=', word)
    .where('language', '=', language)
    .executeTakeFirst();
  if (!row || new Date(time.fromDb(row.expires_at)) <= now) return null;
  // A row written by an older shape of the answer counts as a miss, not as an error.
  const parsed = wordDefinitionSchema.safeParse(json.fromDb(row.body));
  return parsed.success ? parsed.data : null;
}

export async function storeCached(
  db: Db,
  word: string,
  language: Language,
  definition: WordDefinition,
  expiresAt: Date,
): Promise<void> {
  const values = {
    body: json.toDb(definition),
    cached_at: definition.cachedAt,
    expires_at: time.toDb(expiresAt),
  };
  await db
    .insertInto('dictionary_cache')
    .values({ word, language, ...values })
    .onConflict((oc) => oc.columns(['word', 'language']).doUpdateSet(values))
    .execute();
}
