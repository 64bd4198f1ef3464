import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { questionSchema, type Question } from '@toeic-ace/contract';
import { VENDORS } from '../../ai/testing';
import { createSession } from '../../test/questions';
import { startAiApp, type AiTestApp } from './test-ai-app';
import { generateBody, isVerification, parseEvents, postGenerate } from './testing';

/**
 * Generation with a provider configured, against fake Gemini and OpenAI-compatible servers that
 * speak the real wire formats. Retry sleeps are instant (and recorded).
 */
describe.each(VENDORS)('question generation with $name', (vendor) => {
  let t: AiTestApp;
  beforeEach(async () => {
    t = await startAiApp(vendor);
  });
  afterEach(async () => {
    await t.close();
  });

  const generationCalls = () => t.fake.requests.filter((r) => !isVerification(r)).length;
  const verificationCalls = () => t.fake.requests.filter(isVerification).length;
  const served = (res: { json: () => { data: { questions: Question[]; source: string } } }) =>
    res.json().data;

  async function generate(body = generateBody(), token?: string) {
    const res = await postGenerate(t.app, token ?? (await t.token()), body);
    expect(res.statusCode).toBe(200);
    return served(res);
  }

  it('serves verified AI questions, stores them in the pool, and reuses them for the next user', async () => {
    const first = await generate(generateBody({ language: 'zh' }));
    expect(first.source).toBe('ai');
    expect(first.questions).toHaveLength(5);
    for (const [i, q] of first.questions.entries()) {
      expect(questionSchema.safeParse(q).success).toBe(true);
      expect(q).toMatchObject({
        type: 'reading',
        part: 5,
        category: 'part5',
        difficulty: 3,
        questionOrder: i,
      });
      expect(q.question).toContain('-------');
      expect(q.explanation).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(generationCalls()).toBe(1);
    expect(verificationCalls()).toBeGreaterThanOrEqual(1);
    const stored = await t.app.db
      .selectFrom('questions')
      .select('id')
      .where('source', '=', 'ai')
      .execute();
    expect(stored.map((r) => r.id).sort()).toEqual(first.questions.map((q) => q.id).sort());

    // The prompt asked for Part 5 at level 3, in Chinese, with the JSON schema.
    const request = t.fake.requests[0];
    const sent = JSON.stringify(request?.body);
    expect(sent).toContain('Write exactly 5 TOEIC Part 5');
    expect(sent).toContain('600-700');
    expect(sent).toContain('Simplified Chinese');
    expect(sent).toMatch(/responseSchema|json_schema/);

    const before = t.fake.requests.length;
    const second = await generate(generateBody({ language: 'zh' }));
    expect(second.source).toBe('pool');
    expect(second.questions.map((q) => q.id).sort()).toEqual(
      first.questions.map((q) => q.id).sort(),
    );
    expect(t.fake.requests.length).toBe(before);
  });

  it('stores an item the model writes twice only once, and does not serve it twice', async () => {
    const token = await t.token();
    const items = t.model.items(5, 5);
    t.fake.enqueue({ json: { questions: items } });
    const first = await generate(generateBody(), token);
    t.fake.enqueue({ json: { questions: items } });
    const second = await generate(generateBody(), token);
    expect(second.source).toBe('ai');
    const firstIds = new Set(first.questions.map((q) => q.id));
    expect(second.questions.filter((q) => firstIds.has(q.id))).toEqual([]);
    const rows = await t.app.db
      .selectFrom('questions')
      .select('id')
      .where('source', '=', 'ai')
      .execute();
    expect(rows).toHaveLength(10);
  });

  it("refuses another user's practice session before calling the provider", async () => {
    const owner = await t.token();
    const { id: sessionId } = await createSession(t.app, owner, { totalQuestions: 5 });
    for (const stream of [false, true]) {
      const res = await postGenerate(t.app, await t.token(), generateBody({ sessionId }), stream);
      expect(res.statusCode).toBe(404);
    }
    expect(t.fake.requests).toHaveLength(0);
    const mine = await postGenerate(t.app, owner, generateBody({ sessionId }));
    expect(mine.statusCode).toBe(200);
    const attached = await t.app.db
      .selectFrom('session_questions')
      .select(['question_id', 'question_order'])
      .where('session_id', '=', sessionId)
      .orderBy('question_order')
      .execute();
    expect(attached.map((r) => r.question_id)).toEqual(
      (mine.json().data.questions as Question[]).map((q) => q.id),
    );
  });

  it('retries a 429 after the delay the provider asks for', async () => {
    t.fake.enqueue({ status: 429, retryDelaySeconds: 2 });
    const result = await generate();
    expect(result.source).toBe('ai');
    expect(t.sleeps).toEqual([2000]);
  });

  it('retries a 500 with backoff', async () => {
    t.fake.enqueue({ status: 500 });
    const result = await generate();
    expect(result.source).toBe('ai');
    expect(t.sleeps).toEqual([1000]);
  });

  it('serves the bank at once on 401, without retrying', async () => {
    t.fake.enqueue({ status: 401 });
    const result = await generate();
    expect(result.source).toBe('bank');
    expect(result.questions).toHaveLength(5);
    expect(t.fake.requests).toHaveLength(1);
    expect(t.sleeps).toEqual([]);
    expect(
      t.logs().some((l) => l.msg === 'serving from the bank' && String(l.reason).includes('auth')),
    ).toBe(true);
  });

  it('asks again after malformed JSON', async () => {
    t.fake.enqueue({ text: '{"questions": [{"question": "The ------- ", oops' });
    const result = await generate();
    expect(result.source).toBe('ai');
    expect(result.questions).toHaveLength(5);
    expect(generationCalls()).toBe(2);
  });

  it('falls back to the bank when every bounded attempt is malformed', async () => {
    t.fake.enqueue({ text: 'not json' }, { text: 'still not' }, { text: '{"questions": [' });
    const result = await generate();
    expect(result.source).toBe('bank');
    expect(result.questions).toHaveLength(5);
    expect(generationCalls()).toBe(3);
    expect(t.logs().some((l) => String(l.msg).includes('GENERATION_FAILED'))).toBe(true);
  });

  it('drops an item with the wrong option count and generates its replacement', async () => {
    const items = t.model.items(5, 5);
    const broken = { ...items[1], options: items[1]?.options.slice(0, 3) };
    t.fake.enqueue({ json: { questions: [items[0], broken, ...items.slice(2)] } });
    const result = await generate();
    expect(result.questions).toHaveLength(5);
    expect(result.source).toBe('ai');
    expect(result.questions.map((q) => q.question)).not.toContain(broken.question);
    expect(generationCalls()).toBe(2);
    const second = t.fake.requests.filter((r) => !isVerification(r))[1];
    expect(JSON.stringify(second?.body)).toContain('Write exactly 1 TOEIC Part 5');
  });

  it('treats a reply without a questions array as INVALID_DATA_FORMAT: asks again, then the bank', async () => {
    const items = t.model.items(5, 5);
    t.fake.enqueue({ json: { items } }, { json: [items] }, { json: { questions: 'none' } });
    const result = await generate();
    // The client sees a normal answer: bank questions, source "bank".
    expect(result.source).toBe('bank');
    expect(result.questions).toHaveLength(5);
    expect(generationCalls()).toBe(3);
    const report = t.logs().find((l) => l.generation)?.generation as { problems: string[] };
    expect(report.problems).toContain('INVALID_DATA_FORMAT');
  });

  it('asks again after empty candidates, SAFETY and MAX_TOKENS without text', async () => {
    const token = await t.token();
    t.fake.enqueue({ emptyCandidates: true }, { finishReason: 'SAFETY' });
    const first = await generate(generateBody(), token);
    expect(first.source).toBe('ai');
    expect(generationCalls()).toBe(3);

    t.fake.enqueue({ finishReason: 'MAX_TOKENS' });
    const second = await generate(generateBody(), token);
    expect(second.source).toBe('ai');
    expect(generationCalls()).toBe(5);
  });

  it('serves the bank when the provider keeps failing with 5xx', async () => {
    t.fake.enqueue({ status: 503 }, { status: 503 }, { status: 503 }, { status: 503 });
    const result = await generate();
    expect(result.source).toBe('bank');
    expect(t.sleeps).toHaveLength(3);
  });

  it('answers 429 RATE_LIMIT_EXCEEDED (not the bank) while the provider stays rate limited', async () => {
    const limited = { status: 429, retryDelaySeconds: 7 };
    t.fake.enqueue(limited, limited, limited, limited);
    const res = await postGenerate(t.app, await t.token(), generateBody());
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'RATE_LIMIT_EXCEEDED' } });
    expect(res.headers['retry-after']).toBe('7');

    t.fake.enqueue(limited, limited, limited, limited);
    const stream = await postGenerate(t.app, await t.token(), generateBody(), true);
    expect(stream.statusCode).toBe(200);
    expect(parseEvents(stream.body)).toEqual([
      {
        event: 'error',
        data: expect.objectContaining({ code: 'RATE_LIMIT_EXCEEDED', retryAfterSeconds: 7 }),
      },
    ]);
  });

  it('discards a question whose key the verifier disagrees with', async () => {
    const items = t.model.items(5, 5);
    const wrong = items[2];
    if (!wrong) throw new Error('no item');
    t.model.disagreeWith(wrong);
    t.fake.enqueue({ json: { questions: items } });
    const result = await generate();
    expect(result.questions).toHaveLength(5);
    expect(result.questions.map((q) => q.question)).not.toContain(wrong.question);
    const stored = await t.app.db
      .selectFrom('questions')
      .select('body')
      .where('source', '=', 'ai')
      .execute();
    expect(stored.some((r) => r.body.includes(wrong.question))).toBe(false);
    const reports = t.logs().filter((l) => l.generation);
    expect(reports.at(-1)).toMatchObject({
      msg: 'answer-key verification discarded 1 of 6 question(s)',
      reqId: expect.any(String),
    });
  });

  it('fills a partly failed set from the bank and says "mixed"', async () => {
    const items = t.model.items(5, 2);
    let calls = 0;
    t.fake.responder = (req) =>
      isVerification(req)
        ? t.model.responder(req)
        : calls++ === 0
          ? { json: { questions: items } }
          : { status: 401 };
    const result = await generate();
    expect(result.source).toBe('mixed');
    expect(result.questions).toHaveLength(5);
    expect(result.questions.slice(0, 2).map((q) => q.question)).toEqual(
      items.map((i) => i.question),
    );
  });

  it('keeps listening groups together with their transcript', async () => {
    const result = await generate(
      generateBody({
        questionType: 'listening',
        categories: ['part3'],
        questionCount: 5,
        difficulty: [4],
      }),
    );
    expect(result.source).toBe('ai');
    const groups = result.questions.map((q) => q.groupId);
    expect(groups[0]).toBe(groups[2]);
    expect(groups[3]).toBe(groups[4]);
    expect(groups[2]).not.toBe(groups[3]);
    for (const q of result.questions) {
      expect(q.transcript).toMatch(/^Woman: /);
      expect(q.difficulty).toBe(4);
    }
  });
});

describe.each(VENDORS)('provider timeouts with $name', (vendor) => {
  it('serve the bank after the retries time out', async () => {
    const t = await startAiApp(vendor, { timeoutMs: 100 });
    try {
      t.fake.enqueue({ hang: true }, { hang: true }, { hang: true }, { hang: true });
      const res = await postGenerate(t.app, await t.token(), generateBody());
      expect(res.statusCode).toBe(200);
      expect(res.json().data.source).toBe('bank');
      expect(res.json().data.questions).toHaveLength(5);
      expect(t.fake.requests).toHaveLength(4);
    } finally {
      await t.close();
    }
  });
});

describe('answer-key verification switched off', () => {
  it('accepts generated questions without a second call', async () => {
    const [gemini] = VENDORS;
    if (!gemini) throw new Error('no vendor');
    const t = await startAiApp(gemini, { verifyAnswers: false });
    try {
      const res = await postGenerate(t.app, await t.token(), generateBody());
      expect(res.json().data.source).toBe('ai');
      expect(t.fake.requests.filter(isVerification)).toHaveLength(0);
    } finally {
      await t.close();
    }
  });
});
