import { describe, expect, it } from 'vitest';
import { CallContext, toCandidate } from './candidate';
import { planDraw } from './pool';
import { pickExplanation } from './question-record';
import type { CandidateRow } from './questions.repository';

const now = () => new Date('2026-11-23T00:00:00.000Z');
const ctx = (part: number, levels = [3], language: 'zh' | 'en' = 'en') =>
  new CallContext(part, part <= 4 ? 'listening' : 'reading', levels, language, now);

const part5 = {
  question: 'The manager ------- the report yesterday.',
  options: ['approve', 'approved', 'approving', 'approval'],
  explanation: '"Yesterday" needs the past tense, so (B).',
  correctAnswer: 1,
  tags: ['verb tense', 'office'],
  difficulty: 3,
};

describe('toCandidate (the quality gate for one generated item)', () => {
  it('accepts a valid item and fills the contract fields', () => {
    const result = toCandidate(part5, ctx(5, [3], 'zh'));
    if (!result.ok) throw new Error(result.reason);
    expect(result.candidate.record).toMatchObject({
      source: 'ai',
      type: 'reading',
      part: 5,
      difficulty: 3,
      correctAnswer: 1,
      body: { explanations: { zh: part5.explanation }, tags: part5.tags },
    });
    expect(result.candidate.verifiable).not.toHaveProperty('correctAnswer');
  });

  it.each([
    ['no question text', { ...part5, question: ' ' }],
    ['3 options instead of 4', { ...part5, options: ['a', 'b', 'c'] }],
    ['options repeat', { ...part5, options: ['a', 'A', 'c', 'd'] }],
    ['correctAnswer is not an index 0–3', { ...part5, correctAnswer: 4 }],
    ['correctAnswer is not an index 0–3', { ...part5, correctAnswer: '1' }],
    ['correctAnswer is not an index 0–3', { ...part5, correctAnswer: undefined }],
    ['no explanation', { ...part5, explanation: '' }],
    ['stem format', { ...part5, question: 'The manager approved the report.' }],
    ['not an object', ['x']],
  ])('rejects an item with %s', (reason, item) => {
    expect(toCandidate(item, ctx(5))).toEqual({ ok: false, reason });
  });

  it('takes three responses in Part 2, as on the real test, and no other count there', () => {
    const part2 = {
      transcript: 'Woman: When does the shuttle leave?',
      question: 'Choose the best response to the question or statement.',
      options: ['At the main gate.', 'Every twenty minutes.', 'Yes, it did.'],
      explanation: '"When" asks for a time, so (B).',
      correctAnswer: 1,
      tags: ['wh-question'],
      difficulty: 2,
    };
    const result = toCandidate(part2, ctx(2));
    expect(result.ok && result.candidate.record.body.options).toEqual(part2.options);
    expect(toCandidate({ ...part2, options: [...part2.options, 'On Monday.'] }, ctx(2))).toEqual({
      ok: false,
      reason: '4 options instead of 3',
    });
    expect(toCandidate({ ...part2, correctAnswer: 3 }, ctx(2))).toEqual({
      ok: false,
      reason: 'correctAnswer is not an index 0–2',
    });
  });

  it('moves a level the model made up to the nearest requested one', () => {
    const result = toCandidate({ ...part5, difficulty: 5 }, ctx(5, [2, 4]));
    expect(result.ok && result.candidate.record.difficulty).toBe(4);
    const missing = toCandidate({ ...part5, difficulty: undefined }, ctx(5, [2]));
    expect(missing.ok && missing.candidate.record.difficulty).toBe(2);
  });

  it('gives the questions of one group its shared text, id and order', () => {
    const c = ctx(3);
    const base = { ...part5, question: 'Where are the speakers?', group: 'A' };
    const first = toCandidate({ ...base, transcript: 'Woman: Hi.\nMan: Hello.' }, c);
    const second = toCandidate({ ...base, question: 'What will the man do?' }, c);
    const orphan = toCandidate({ ...base, question: 'Who is she?', group: 'B' }, c);
    if (!first.ok || !second.ok) throw new Error('rejected');
    expect(second.candidate.record.body.transcript).toBe('Woman: Hi.\nMan: Hello.');
    expect(second.candidate.record.groupId).toBe(first.candidate.record.groupId);
    expect([first.candidate.record.body.position, second.candidate.record.body.position]).toEqual([
      0, 1,
    ]);
    expect(orphan).toEqual({ ok: false, reason: 'no transcript' });
  });

  it('needs numbered blanks in a Part 6 passage', () => {
    const item = { ...part5, question: 'Which choice best fills blank (1)?', group: '1' };
    expect(toCandidate({ ...item, passage: 'A memo without blanks.' }, ctx(6))).toEqual({
      ok: false,
      reason: 'passage without numbered blanks',
    });
    expect(toCandidate({ ...item, passage: 'Our office -- (1) -- on Monday.' }, ctx(6)).ok).toBe(
      true,
    );
  });
});

describe('planDraw', () => {
  const row = (
    id: string,
    part: number,
    group: string | null,
    seen: string | null = null,
  ): CandidateRow => ({
    id,
    part,
    group_id: group,
    seen_at: seen,
  });
  const ids = (plan: ReturnType<typeof planDraw>) =>
    plan.map((u) => `${u.ids.join('+')}:${u.take}`);

  it('prefers whole groups that fit and cuts only the last one', () => {
    const rows = [
      row('a1', 7, 'a'),
      row('a2', 7, 'a'),
      row('a3', 7, 'a'),
      row('a4', 7, 'a'),
      row('a5', 7, 'a'),
      row('b1', 7, 'b'),
      row('b2', 7, 'b'),
      row('b3', 7, 'b'),
    ];
    expect(ids(planDraw(rows, 3, false, () => 0))).toEqual(['b1+b2+b3:3']);
    expect(ids(planDraw(rows, 4, false, () => 0))).toEqual(['b1+b2+b3:3', 'a1+a2+a3+a4+a5:1']);
  });

  it('serves unseen questions first, then the ones seen longest ago, in part order', () => {
    const rows = [
      row('p6', 6, null, '2026-01-03'),
      row('p5new', 5, null),
      row('p7old', 7, null, '2026-01-01'),
      row('p5mid', 5, null, '2026-01-02'),
    ];
    expect(ids(planDraw(rows, 3, true, () => 0))).toEqual(['p5new:1', 'p5mid:1', 'p7old:1']);
    expect(ids(planDraw(rows, 3, false, () => 0))).toEqual(['p5new:1']);
  });

  it('takes seen groups strictly by age, cutting the one that does not fit', () => {
    const rows = [
      row('old1', 7, 'old', '2026-01-01'),
      row('old2', 7, 'old', '2026-01-01'),
      row('old3', 7, 'old', '2026-01-01'),
      row('new1', 7, 'new', '2026-01-05'),
    ];
    expect(ids(planDraw(rows, 2, true, () => 0))).toEqual(['old1+old2+old3:2']);
  });

  it('splits a partly seen group into its unseen and its seen members', () => {
    const rows = [row('g1', 3, 'g', '2026-01-01'), row('g2', 3, 'g'), row('g3', 3, 'g')];
    expect(ids(planDraw(rows, 2, true, () => 0))).toEqual(['g2+g3:2']);
  });
});

describe('pickExplanation', () => {
  it('falls back from the requested language to zh, en, ja, then anything', () => {
    expect(pickExplanation({ zh: '中', en: 'en', ja: '日' }, 'ja')).toBe('日');
    expect(pickExplanation({ en: 'en', zh: '中' }, 'ja')).toBe('中');
    expect(pickExplanation({ ja: '日', en: 'en' }, 'zh')).toBe('en');
    expect(pickExplanation({ ja: '日' }, 'en')).toBe('日');
    expect(pickExplanation({}, 'en')).toBe('');
  });
});
