import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, whileSchemasHold } from '../test/app';
import { registerUser } from '../test/users';
import { createMigrator, migrateToLatest } from './migrate';

/**
 * Migration 20261129T010000-definition-source on words stored before it: the web's old reading
 * of a definition (the learner's before any look-up, or on an imported word) becomes the
 * recorded source, so no learner's text is relabelled as the dictionary's.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const NOW = '2026-11-28T00:00:00.000Z';
const MEANINGS = JSON.stringify([{ partOfSpeech: 'noun', definitions: [{ definition: 'x' }] }]);

/** A row as the table held it before the column (every row names the same columns). */
const oldRow = (userId: string, word: string, fields: Record<string, unknown>) => ({
  id: randomUUID(),
  user_id: userId,
  word,
  word_key: word,
  search_text: word,
  language: 'zh',
  source_type: 'practice',
  definition: null,
  meanings: '[]',
  created_at: NOW,
  updated_at: NOW,
  ...fields,
});

describe('migration 20261129T010000-definition-source', () => {
  it('records the learner’s definitions as theirs and looked-up ones as the dictionary’s', async () => {
    const { db } = app;
    const { user } = await registerUser(app);
    const rows = await whileSchemasHold(app, async (schema) => {
      const options = schema ? { schema } : {};
      const down = await createMigrator(db, options).migrateTo('20261128T020000-ability');
      expect(down.error).toBeUndefined();
      await db
        .insertInto('vocabulary_words')
        .values([
          oldRow(user.id, 'typed', { definition: '我写的' }),
          oldRow(user.id, 'looked', { definition: '发票 fāpiào', meanings: MEANINGS }),
          oldRow(user.id, 'imported', {
            definition: '和……一样',
            meanings: MEANINGS,
            source_type: 'import',
          }),
          oldRow(user.id, 'bare', { meanings: MEANINGS }),
        ] as never)
        .execute();
      await migrateToLatest(db, options);
      return db
        .selectFrom('vocabulary_words')
        .select(['word', 'definition_source'])
        .where('user_id', '=', user.id)
        .orderBy('word')
        .execute();
    });
    expect(Object.fromEntries(rows.map((r) => [r.word, r.definition_source]))).toEqual({
      bare: null,
      imported: 'learner',
      looked: 'dictionary',
      typed: 'learner',
    });
  });
});
