import type { BankQuestion } from '@toeic-ace/contract';
import type { Db } from '../../db/schema';
import { BANK } from './bank';
import { toRow, type QuestionRecord } from './question-record';
import { findIdsBySource, insertQuestions, type NewQuestionRow } from './questions.repository';

export function bankRecord(item: BankQuestion): QuestionRecord {
  const { explanation, tags, question, options, passage, transcript, scene, audioUrl, imageUrl } =
    item;
  return {
    id: item.id,
    source: 'bank',
    type: item.type,
    part: item.part,
    difficulty: item.difficulty,
    groupId: item.groupId,
    correctAnswer: item.correctAnswer,
    body: {
      question,
      options,
      passage,
      transcript,
      scene,
      audioUrl,
      imageUrl,
      tags,
      explanations: explanation,
    },
  };
}

/**
 * Puts every bank item into the pool: one query for the ids already there, batched inserts of
 * the missing ones in one transaction. Idempotent, and safe when two instances start at once
 * (a conflicting id or content hash is skipped). Returns how many rows were added.
 */
export async function seedBank(db: Db, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const present = new Set(await findIdsBySource(trx, 'bank'));
    // Rows (bodies serialised, content hashed) only for what is missing, and not kept: on every
    // start after the first nothing is missing, and the rows would stay in memory for nothing.
    const missing: NewQuestionRow[] = BANK.filter((item) => !present.has(item.id)).map((item) =>
      toRow(bankRecord(item), now.toISOString()),
    );
    await insertQuestions(trx, missing);
    return missing.length;
  });
}
