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

let bankRows: NewQuestionRow[] | undefined;

/**
 * Puts every bank item into the pool: one query for the ids already there, batched inserts of
 * the missing ones in one transaction. Idempotent, and safe when two instances start at once
 * (a conflicting id or content hash is skipped). Returns how many rows were added.
 */
export async function seedBank(db: Db, now: Date): Promise<number> {
  bankRows ??= BANK.map((item) => toRow(bankRecord(item), now.toISOString()));
  const rows = bankRows;
  return db.transaction().execute(async (trx) => {
    const present = new Set(await findIdsBySource(trx, 'bank'));
    const missing = rows.filter((row) => !present.has(row.id));
    await insertQuestions(trx, missing);
    return missing.length;
  });
}
