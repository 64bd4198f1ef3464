import type { WordDefinition } from '@toeic-ace/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { bearer, registerUser } from '../../test/users';
import { warmUp } from './offline';

/** Offline lookups (no AI provider, no online dictionary), as on a fresh `npm start`. */
let app: FastifyInstance;
let token: string;
let now = new Date('2026-11-24T08:00:00.000Z');
const DAY_MS = 86_400_000;

beforeAll(async () => {
  // Loading the indexes takes seconds on a busy machine; no single test should pay for it.
  await warmUp();
  app = await buildTestApp({ app: { clock: () => now } });
  token = (await registerUser(app)).tokens.accessToken;
}, 120_000);
afterAll(() => app.close());

const lookup = (payload: Record<string, unknown>, auth: string | null = token) =>
  app.inject({
    method: 'POST',
    url: '/api/vocabulary/definition',
    headers: auth ? bearer(auth) : {},
    payload,
  });

const definitionOf = async (payload: Record<string, unknown>, auth = token) => {
  const res = await lookup(payload, auth);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: WordDefinition }>().data;
};

describe('POST /api/vocabulary/definition', () => {
  it('answers "invoice" in English with IPA and Chinese equivalents (the default language)', async () => {
    const data = await definitionOf({ word: 'invoice' });
    expect(data).toMatchObject({
      word: 'invoice',
      lemma: 'invoice',
      phonetic: '/ˈɪnvɔɪs/',
      audioUrl: null,
      origin: null,
      // No AI provider: the definitions stay English and say so.
      language: 'en',
      reading: null,
      jlpt: [],
      commonality: null,
      sources: ['wordnet', 'cmudict', 'cc-cedict'],
    });
    expect(
      data.meanings.map((m) => [m.partOfSpeech, m.partOfSpeechLocal, m.partOfSpeechCN]),
    ).toEqual([
      ['noun', '名词', '名词'],
      ['verb', '动词', '动词'],
    ]);
    expect(data.meanings[0]!.definitions[0]).toEqual({
      definition: 'an itemized statement of money owed for goods shipped or services rendered',
      example: 'he paid his bill and left',
      synonyms: ['bill', 'account'],
    });
    expect(data.equivalents[0]).toEqual({
      text: '发票',
      reading: 'fā piào',
      language: 'zh',
      gloss: expect.stringContaining('invoice'),
    });
  });

  it('keeps the looked-up form and gives the meanings of its dictionary form', async () => {
    const went = await definitionOf({ word: 'went', language: 'en' });
    expect(went).toMatchObject({ word: 'went', lemma: 'go', phonetic: '/wɛnt/' });
    expect(went.meanings[0]).toMatchObject({ partOfSpeech: 'verb', lemma: 'go' });
    expect(went.equivalents).toEqual([]);

    const invoices = await definitionOf({ word: 'Invoices', language: 'en' });
    expect(invoices).toMatchObject({ word: 'Invoices', lemma: 'invoice' });
  });

  it('labels parts of speech in the language asked for, and keeps every limit', async () => {
    const data = await definitionOf({ word: 'run', language: 'ja' });
    // Japanese without an AI provider: English definitions, tagged English.
    expect(data.language).toBe('en');
    expect(data.meanings.map((m) => m.partOfSpeechLocal)).toEqual(['動詞', '名詞']);
    for (const meaning of data.meanings) {
      expect(meaning.definitions.length).toBeLessThanOrEqual(3);
      for (const d of meaning.definitions) expect(d.synonyms.length).toBeLessThanOrEqual(5);
    }
    expect(data.meanings[0]!.definitions).toHaveLength(3);
  });

  it('answers 404 WORD_NOT_FOUND for a word no dictionary knows', async () => {
    const res = await lookup({ word: 'qzxvbnm' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      error: {
        code: 'WORD_NOT_FOUND',
        message: 'No definition found for "qzxvbnm". Check the spelling.',
      },
    });
  });

  it('refuses a blank or over-long word and an unknown language with 400', async () => {
    for (const payload of [
      { word: '   ' },
      { word: 'a'.repeat(65) },
      { word: 'invoice', language: 'fr' },
      {},
    ]) {
      const res = await lookup(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('needs a signed-in user', async () => {
    const res = await lookup({ word: 'invoice' }, null);
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(false);
  });

  it('serves one shared answer per word and language for 7 days, then looks it up again', async () => {
    const start = now;
    const first = await definitionOf({ word: 'postpone' });
    expect(first.cachedAt).toBe(start.toISOString());

    // Another user, six days later, in other capitals: the same cached answer. (Access tokens
    // are short-lived, so each jump in time signs someone in afresh.)
    now = new Date(start.getTime() + 6 * DAY_MS);
    let other = (await registerUser(app)).tokens.accessToken;
    const again = await definitionOf({ word: 'PostPone ' }, other);
    expect(again).toMatchObject({ word: 'PostPone', cachedAt: start.toISOString() });

    // Another language is another entry.
    const english = await definitionOf({ word: 'postpone', language: 'en' }, other);
    expect(english.cachedAt).toBe(now.toISOString());

    // refresh bypasses the cache and replaces the entry.
    const refreshed = await definitionOf({ word: 'postpone', refresh: true }, other);
    expect(refreshed.cachedAt).toBe(now.toISOString());
    const refreshedAt = now;

    now = new Date(refreshedAt.getTime() + 7 * DAY_MS - 1000);
    other = (await registerUser(app)).tokens.accessToken;
    const stillCached = await definitionOf({ word: 'postpone' }, other);
    expect(stillCached.cachedAt).toBe(refreshedAt.toISOString());

    now = new Date(refreshedAt.getTime() + 7 * DAY_MS);
    other = (await registerUser(app)).tokens.accessToken;
    const expired = await definitionOf({ word: 'postpone' }, other);
    expect(expired.cachedAt).toBe(now.toISOString());
  });
});
