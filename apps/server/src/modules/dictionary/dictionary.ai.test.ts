import type { WordDefinition } from '@toeic-ace/contract';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { bearer, registerUser } from '../../test/users';
import { warmUp } from './offline';
import {
  MemoryQuotaStore,
  VENDORS,
  instantRetry,
  promptOf,
  providerEnv,
  type FakeServer,
} from './testing';

/** The AI translation path against fake providers on 127.0.0.1 speaking each vendor's format. */
beforeAll(() => warmUp(), 120_000);

describe.each(VENDORS)('definitions translated by $name', (vendor) => {
  let fake: FakeServer;
  let app: FastifyInstance;
  let token: string;

  beforeEach(async () => {
    fake = await vendor.start();
    app = await buildTestApp({
      env: providerEnv(vendor.name, fake.url),
      app: {
        ai: {
          client: { retry: instantRetry().retry },
          quota: { store: new MemoryQuotaStore({ perMinute: 2, perDay: 100 }) },
        },
      },
    });
    token = (await registerUser(app)).tokens.accessToken;
  });
  afterEach(async () => {
    await app.close();
    await fake.close();
  });

  const lookup = async (word: string, language: string, refresh = false) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/vocabulary/definition',
      headers: bearer(token),
      payload: { word, language, refresh },
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: WordDefinition }>().data;
  };

  it('translates the English definitions into Chinese, keeping examples and equivalents', async () => {
    fake.enqueue({
      json: {
        meanings: [
          { definitions: ['一份列明所售货物或所提供服务应付款项的清单'] },
          { definitions: ['向……开具发票'] },
        ],
      },
    });
    const data = await lookup('invoices', 'zh');
    expect(data).toMatchObject({ word: 'invoices', lemma: 'invoice', language: 'zh' });
    expect(data.meanings[0]!.definitions[0]).toEqual({
      definition: '一份列明所售货物或所提供服务应付款项的清单',
      example: 'he paid his bill and left',
      synonyms: ['bill', 'account'],
    });
    expect(data.meanings[1]!.definitions[0]!.definition).toBe('向……开具发票');
    expect(data.equivalents[0]!.text).toBe('发票');
    expect(data.sources).toEqual(['wordnet', 'cmudict', 'cc-cedict', 'ai']);

    // English went first: the prompt carries WordNet's definitions and asks for Chinese.
    const prompt = promptOf(fake.requests[0]!);
    expect(prompt.system).toContain('Simplified Chinese');
    expect(prompt.user).toContain('an itemized statement of money owed');

    // Cached: the next lookup of the word costs no AI call.
    expect((await lookup('Invoices', 'zh')).language).toBe('zh');
    expect(fake.requests).toHaveLength(1);
  });

  it('translates into Japanese with Japanese equivalents and their reading', async () => {
    fake.enqueue({
      json: {
        meanings: [{ definitions: ['取り決めの条件を話し合う', '通り抜ける、乗り越える'] }],
        equivalents: [
          { text: '交渉する', reading: 'こうしょうする' },
          { text: '協議する', reading: 'きょうぎする' },
        ],
      },
    });
    const data = await lookup('negotiate', 'ja');
    expect(data).toMatchObject({ language: 'ja', reading: 'こうしょうする' });
    expect(data.meanings[0]).toMatchObject({ partOfSpeechLocal: '動詞', partOfSpeechCN: '动词' });
    expect(data.meanings[0]!.definitions.map((d) => d.definition)).toEqual([
      '取り決めの条件を話し合う',
      '通り抜ける、乗り越える',
    ]);
    expect(data.equivalents).toEqual([
      { text: '交渉する', reading: 'こうしょうする', language: 'ja', gloss: null },
      { text: '協議する', reading: 'きょうぎする', language: 'ja', gloss: null },
    ]);
    expect(promptOf(fake.requests[0]!).system).toContain('Japanese');
  });

  it('falls back to English, tagged English, when the provider fails — and tries again next time', async () => {
    fake.enqueue({ status: 500 }, { status: 500 });
    const failed = await lookup('postpone', 'zh');
    expect(failed.language).toBe('en');
    expect(failed.meanings[0]!.definitions[0]!.definition).toBe('hold back to a later time');
    expect(failed.equivalents[0]!.text).toBe('推迟');
    expect(failed.sources).not.toContain('ai');

    // Not cached for a week: the next lookup asks again, and this time it works.
    fake.enqueue({ json: { meanings: [{ definitions: ['推迟到以后'] }] } });
    const retried = await lookup('postpone', 'zh');
    expect(retried.language).toBe('zh');
    expect(retried.meanings[0]!.definitions[0]!.definition).toBe('推迟到以后');
  });

  it('falls back to English when the reply does not match the definitions', async () => {
    fake.enqueue({ json: { meanings: [{ definitions: ['只有一条'] }] } }); // invoice has two
    expect((await lookup('invoice', 'zh')).language).toBe('en');
    fake.enqueue({ text: 'Sorry, I cannot help with that.' });
    expect((await lookup('invoice', 'ja')).language).toBe('en');
  });

  it('falls back to English once the user has no AI quota left', async () => {
    fake.enqueue(
      { json: { meanings: [{ definitions: ['谈判'] }] } },
      { json: { meanings: [{ definitions: ['推迟'] }] } },
    );
    await lookup('negotiate', 'zh', true);
    await lookup('postpone', 'zh', true);
    const third = await lookup('budget', 'zh', true);
    expect(third.language).toBe('en');
    expect(fake.requests).toHaveLength(2);
  });

  it('answers English without calling the provider', async () => {
    expect((await lookup('invoice', 'en')).language).toBe('en');
    expect(fake.requests).toHaveLength(0);
  });
});
