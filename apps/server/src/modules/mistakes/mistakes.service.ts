import {
  isWellFormedId,
  MISTAKES,
  type MistakeDetail,
  type MistakeList,
  type MistakeSummary,
  type MistakesQuery,
  type User,
} from '@toeic-ace/contract';
import type { Db } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { loadPoolQuestions } from '../questions';
import { toAttempt, toItem } from './mistakes.dto';
import * as repo from './mistakes.repository';

export interface MistakesDeps {
  db: Db;
  clock: () => Date;
}

const notInNotebook = () => new NotFoundError('This question is not in your mistakes notebook');

export function createMistakesService({ db, clock }: MistakesDeps) {
  async function items(user: User, rows: readonly repo.MistakeRow[], now: Date) {
    const ids = rows.map((r) => r.question_id);
    const stored = await loadPoolQuestions(db, ids);
    const last = await repo.lastAnswered(db, user.id, ids);
    return rows.flatMap((row) => {
      const question = stored.get(row.question_id);
      return question
        ? [toItem(row, question, last.get(row.question_id), user.preferences.language, now)]
        : [];
    });
  }

  async function list(user: User, query: MistakesQuery): Promise<MistakeList> {
    const now = clock();
    const page = query.page ?? 1;
    const filter = {
      now: now.toISOString(),
      ...(query.due ? { due: query.due === 'true' } : {}),
      ...(query.part ? { part: query.part } : {}),
    };
    const rows = await repo.listMistakes(db, user.id, filter, {
      limit: MISTAKES.pageSize,
      offset: (page - 1) * MISTAKES.pageSize,
    });
    return {
      items: await items(user, rows, now),
      total: await repo.countMistakes(db, user.id, filter),
      page,
      pageSize: MISTAKES.pageSize,
    };
  }

  async function summary(user: User): Promise<MistakeSummary> {
    const byPart = await repo.countsByPart(db, user.id, clock().toISOString());
    return {
      due: byPart.reduce((sum, p) => sum + p.due, 0),
      total: byPart.reduce((sum, p) => sum + p.total, 0),
      byPart,
    };
  }

  async function detail(user: User, questionId: string): Promise<MistakeDetail> {
    const row = isWellFormedId(questionId)
      ? await repo.findMistake(db, user.id, questionId)
      : undefined;
    if (!row) throw notInNotebook();
    const [item] = await items(user, [row], clock());
    if (!item) throw notInNotebook();
    const attempts = await repo.attemptsOf(db, user.id, questionId, MISTAKES.historyMax);
    return { item, attempts: attempts.map(toAttempt) };
  }

  /**
   * Takes a question out of the caller's notebook. Its attempts stay in the history; a later
   * miss brings it back as a new entry. A question not in the caller's notebook — unknown,
   * removed already, or another learner's — is 404 alike.
   */
  async function remove(user: User, questionId: string): Promise<void> {
    const removed =
      isWellFormedId(questionId) && (await repo.deleteMistake(db, user.id, questionId));
    if (!removed) throw notInNotebook();
  }

  return { list, summary, detail, remove };
}
