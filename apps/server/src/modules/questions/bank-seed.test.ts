import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankQuestion, PracticeSessionDetail, Question } from '@toeic-ace/contract';
import { buildTestApp } from '../../test/app';
import { bearer, registerUser } from '../../test/users';
import { bankRevision, readBank } from './bank';
import { seedBank } from './bank-seed';
import { listPoolItems } from './form-supply';
import { recordViews } from './questions.repository';
import { generateBody, postGenerate } from './testing';

/**
 * The pool follows the bank's data files: what a later start finds edited, removed or added is
 * rewritten, retired or inserted. Each case seeds a changed copy of the bank, as a start after an
 * author's edit would.
 */
const LOADED_BANK = readBank();
const BANK = LOADED_BANK.bank;
const loaded = (bank: BankQuestion[]) => ({ bank, revision: bankRevision(bank) });
const part5 = BANK.filter((q) => q.part === 5);
const [x, y, z, w] = part5 as [BankQuestion, BankQuestion, BankQuestion, BankQuestion];

const replaced = (changes: Record<string, BankQuestion | null>, extra: BankQuestion[] = []) =>
  loaded([
    ...BANK.flatMap((q) => (q.id in changes ? (changes[q.id] ? [changes[q.id]!] : []) : [q])),
    ...extra,
  ]);

describe('seeding the pool from the bank', () => {
  let app: FastifyInstance;
  const now = new Date('2026-11-27T00:00:00.000Z');

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const row = (id: string) =>
    app.db.selectFrom('questions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const restore = () => seedBank(app.db, now, LOADED_BANK);

  it('does nothing at a start whose bank the pool already holds', async () => {
    const bankRows = await app.db
      .selectFrom('questions')
      .select('id')
      .where('source', '=', 'bank')
      .execute();
    expect(bankRows).toHaveLength(BANK.length);
    expect(await seedBank(app.db, now)).toEqual({ added: 0, updated: 0, retired: 0, clashing: [] });
  });

  it('rewrites edited items in place, retires removed ones, adds new ones, and can undo it all', async () => {
    const { user, tokens } = await registerUser(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/practice/sessions',
      headers: bearer(tokens.accessToken),
      payload: {
        sessionType: 'quick_practice',
        questionType: 'reading',
        difficulty: x.difficulty,
        categories: ['part5'],
        totalQuestions: 5,
      },
    });
    const sessionId = created.json().data.id as string;
    // Views of every other Part 5 item, so the session gets x and z among its first draws.
    const others = part5.filter((q) => q.id !== x.id && q.id !== z.id).map((q) => q.id);
    await recordViews(app.db, user.id, others, '2026-11-01T00:00:00.000Z');
    const served = await postGenerate(
      app,
      tokens.accessToken,
      generateBody({
        categories: ['part5'],
        difficulty: [1, 2, 3, 4, 5],
        questionCount: 5,
        sessionId,
      }),
    );
    const servedIds = (served.json().data.questions as Question[]).map((q) => q.id);
    expect(servedIds).toEqual(expect.arrayContaining([x.id, z.id]));

    const editedX: BankQuestion = {
      ...x,
      question: `${x.question.replace(/\.$/, '')}, as agreed.`,
      correctAnswer: (x.correctAnswer + 1) % 4,
      explanation: { ...x.explanation, en: `${x.explanation.en} (Corrected.)` },
    };
    const editedY: BankQuestion = {
      ...y,
      explanation: { ...y.explanation, zh: `${y.explanation.zh}（已修订）` },
    };
    const newItem: BankQuestion = { ...w, id: 'bank-p5-l3-new', question: `${w.question} Again.` };
    const edit = replaced({ [x.id]: editedX, [y.id]: editedY, [z.id]: null }, [newItem]);

    expect(await seedBank(app.db, now, edit)).toEqual({
      added: 1,
      updated: 2,
      retired: 1,
      clashing: [],
    });
    expect((await row(x.id)).correct_answer).toBe(editedX.correctAnswer);
    expect((await row(z.id)).source).toBe('retired');
    expect((await row(newItem.id)).source).toBe('bank');
    // A second start with the same files has nothing left to do.
    expect(await seedBank(app.db, now, edit)).toEqual({
      added: 0,
      updated: 0,
      retired: 0,
      clashing: [],
    });

    // The session shows the corrected item and still holds the retired one.
    const detail = await app.inject({
      method: 'GET',
      url: `/api/practice/sessions/${sessionId}`,
      headers: { ...bearer(tokens.accessToken), 'accept-language': 'en' },
    });
    const questions = (detail.json().data as PracticeSessionDetail).questions;
    const shownX = questions.find((q) => q.id === x.id)!;
    expect(shownX.question).toBe(editedX.question);
    expect(shownX.correctAnswer).toBe(editedX.correctAnswer);
    expect(questions.map((q) => q.id)).toContain(z.id);

    // Nobody is served the retired item, even a learner who has seen everything else.
    const viewer = await registerUser(app);
    const viewed = part5.filter((q) => q.id !== z.id && q.difficulty === z.difficulty);
    await recordViews(
      app.db,
      viewer.user.id,
      viewed.map((q) => q.id),
      '2026-11-01T00:00:00.000Z',
    );
    const drawn = await postGenerate(
      app,
      viewer.tokens.accessToken,
      generateBody({ categories: ['part5'], difficulty: [z.difficulty], questionCount: 5 }),
    );
    expect((drawn.json().data.questions as Question[]).map((q) => q.id)).not.toContain(z.id);
    expect((await listPoolItems(app.db, [5])).map((q) => q.id)).not.toContain(z.id);

    // Back to the files as they are: the edits undone, the retired item served again.
    expect(await restore()).toEqual({ added: 0, updated: 3, retired: 1, clashing: [] });
    expect((await row(z.id)).source).toBe('bank');
    expect((await row(newItem.id)).source).toBe('retired');
    expect((await row(x.id)).correct_answer).toBe(x.correctAnswer);
  });

  it('lets two edited items trade contents', async () => {
    const swap = replaced({ [x.id]: { ...y, id: x.id }, [y.id]: { ...x, id: y.id } });
    expect(await seedBank(app.db, now, swap)).toEqual({
      added: 0,
      updated: 2,
      retired: 0,
      clashing: [],
    });
    expect(JSON.parse((await row(x.id)).body).question).toBe(y.question);
    expect(JSON.parse((await row(y.id)).body).question).toBe(x.question);
    expect((await restore()).updated).toBe(2);
  });

  it('leaves an item edited into another question’s content alone, and compares again next start', async () => {
    const copy = replaced({ [x.id]: { ...w, id: x.id } });
    const clash = { added: 0, updated: 0, retired: 0, clashing: [x.id] };
    expect(await seedBank(app.db, now, copy)).toEqual(clash);
    expect(JSON.parse((await row(x.id)).body).question).toBe(x.question);
    expect(await seedBank(app.db, now, copy)).toEqual(clash);
    expect(await restore()).toEqual({ added: 0, updated: 0, retired: 0, clashing: [] });
  });
});
