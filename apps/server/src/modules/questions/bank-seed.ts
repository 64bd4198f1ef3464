import type { BankQuestion } from '@toeic-ace/contract';
import type { Db } from '../../db/schema';
import { readBank, type LoadedBank } from './bank';
import { toRow, type QuestionRecord } from './question-record';
import {
  findBankRows,
  findBankState,
  findIdsByHashes,
  insertQuestions,
  retireQuestions,
  saveBankState,
  setContentHash,
  updateQuestion,
  type BankRow,
  type NewQuestionRow,
} from './questions.repository';

export function bankRecord(item: BankQuestion): QuestionRecord {
  const { explanation, tags, question, options, passage, transcript, scene, graphic } = item;
  const { audioUrl, imageUrl } = item;
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
      graphic,
      audioUrl,
      imageUrl,
      tags,
      explanations: explanation,
    },
  };
}

/** What seeding did to the pool. */
export interface BankSeedResult {
  added: number;
  updated: number;
  retired: number;
  /** Edited items whose new content another pool row already holds: left as they were. */
  clashing: string[];
}

const NOTHING_CHANGED: BankSeedResult = { added: 0, updated: 0, retired: 0, clashing: [] };

/** Does the stored row say anything other than the bank's item does now? */
const differs = (stored: BankRow, row: NewQuestionRow) =>
  stored.source !== 'bank' ||
  stored.body !== row.body ||
  stored.content_hash !== row.content_hash ||
  stored.correct_answer !== row.correct_answer ||
  stored.difficulty !== row.difficulty ||
  stored.part !== row.part ||
  stored.type !== row.type ||
  stored.group_id !== row.group_id;

/**
 * Makes the pool hold the bank as its data files say now, in one transaction (nothing to do when
 * the pool already holds this revision of the bank): items new to the
 * pool are inserted, items whose text, key, level, tags or explanations were edited are rewritten
 * in place (same id, so past sessions show the corrected item), and items removed from the files
 * are retired (never served again, still readable by the sessions that used them). Idempotent,
 * and safe when two instances start at once (a conflicting id or content hash is skipped).
 */
export async function seedBank(
  db: Db,
  now: Date,
  { bank, revision }: LoadedBank = readBank(),
): Promise<BankSeedResult> {
  return db.transaction().execute(async (trx) => {
    if ((await findBankState(trx, 'revision')) === revision) return NOTHING_CHANGED;
    const stored = new Map((await findBankRows(trx)).map((row) => [row.id, row]));
    const added: NewQuestionRow[] = [];
    const edited: NewQuestionRow[] = [];
    const rehashed = new Set<string>();
    // Rows are built for every item (the body serialised, the content hashed) and compared;
    // none is kept once seeding ends.
    for (const item of bank) {
      const before = stored.get(item.id);
      stored.delete(item.id);
      const row = toRow(bankRecord(item), now.toISOString());
      if (!before) added.push(row);
      else if (differs(before, row)) {
        edited.push(row);
        if (before.content_hash !== row.content_hash) rehashed.add(row.id);
      }
    }
    const gone = [...stored.values()].filter((row) => row.source === 'bank').map((row) => row.id);

    const clashing = await clashesOf(trx, edited);
    const fit = edited.filter((row) => !clashing.includes(row.id));
    // Edited items may trade contents among themselves: their old hashes are freed first.
    for (const row of fit) {
      if (rehashed.has(row.id)) await setContentHash(trx, row.id, `reseeding:${row.id}`);
    }
    for (const row of fit) await updateQuestion(trx, row);
    await insertQuestions(trx, added);
    await retireQuestions(trx, gone);
    // With an item left behind, the next start compares again (and reports it again).
    if (clashing.length === 0) await saveBankState(trx, 'revision', revision, now);
    return { added: added.length, updated: fit.length, retired: gone.length, clashing };
  });
}

/**
 * Edited items whose new content another row of the pool already holds (an AI item, or a bank
 * item not edited): rewriting them would break the unique index and stop the whole seeding, so
 * they are left as they were and reported.
 */
async function clashesOf(db: Db, edited: readonly NewQuestionRow[]): Promise<string[]> {
  const ids = new Set(edited.map((row) => row.id));
  const holders = await findIdsByHashes(
    db,
    edited.map((row) => row.content_hash),
  );
  const taken = new Set(holders.filter((h) => !ids.has(h.id)).map((h) => h.content_hash));
  return edited.filter((row) => taken.has(row.content_hash)).map((row) => row.id);
}
