import { randomUUID } from 'node:crypto';
import type { MigrationQuestion } from '@toeic-ace/contract';
import type { Db } from '../../db/schema';
import { contentHash, toRow, type QuestionBody } from './question-record';
import { findIdsByHashes, insertQuestions } from './questions.repository';

/**
 * A learner's own copy of a question is keyed by their id and the content: importing the same
 * local question twice finds the first copy, and it never merges with another learner's or the
 * shared pool's (an uploaded key must not change what anyone else is scored against).
 */
const privateHash = (userId: string, hash: string) => `imported:${userId}:${hash}`;

const bodyOf = (q: MigrationQuestion): QuestionBody => ({
  question: q.question,
  options: q.options,
  ...(q.passage ? { passage: q.passage } : {}),
  ...(q.transcript ? { transcript: q.transcript } : {}),
  ...(q.scene ? { scene: q.scene } : {}),
  ...(q.graphic ? { graphic: q.graphic } : {}),
  ...(q.audioUrl ? { audioUrl: q.audioUrl } : {}),
  ...(q.imageUrl ? { imageUrl: q.imageUrl } : {}),
  tags: q.tags,
  explanations: q.explanation ? { zh: q.explanation } : {},
});

/**
 * The server question ids for the questions of a migrated local session, in order. A question
 * whose content is in the shared pool (a bank or AI item served earlier) is that pool row, so the
 * server's own key scores it; any other one is stored once per learner as an `imported` item,
 * which drawing never serves to anyone.
 */
export async function storeImportedQuestions(
  db: Db,
  userId: string,
  questions: readonly (MigrationQuestion & { part: number })[],
  now: Date,
): Promise<string[]> {
  const hashes = questions.map((q) => contentHash(bodyOf(q)));
  const keys = hashes.map((h) => privateHash(userId, h));
  const pool = new Map(
    (await findIdsByHashes(db, [...new Set([...hashes, ...keys])])).map((r) => [
      r.content_hash,
      r.id,
    ]),
  );
  const missing = questions
    .map((q, i) => ({ q, key: keys[i]!, hash: hashes[i]! }))
    .filter(({ key, hash }) => !pool.has(hash) && !pool.has(key));
  if (missing.length > 0) {
    const rows = missing.map(({ q, key }) => ({
      ...toRow(
        {
          id: randomUUID(),
          source: 'imported',
          type: q.type,
          part: q.part,
          difficulty: q.difficulty,
          correctAnswer: q.correctAnswer,
          body: bodyOf(q),
        },
        now.toISOString(),
      ),
      content_hash: key,
    }));
    await insertQuestions(db, rows);
    for (const r of await findIdsByHashes(db, [...new Set(rows.map((r) => r.content_hash))]))
      pool.set(r.content_hash, r.id);
  }
  return hashes.map((h, i) => pool.get(h) ?? pool.get(keys[i]!)!);
}
