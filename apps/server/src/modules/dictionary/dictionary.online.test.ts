import type { WordDefinition } from '@toeic-ace/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { bearer, registerUser } from '../../test/users';
import { warmUp } from './offline';
import { apiEntry, startFakeDictionaryApi, type FakeDictionaryApi } from './online-fake';

/** DICTIONARY_ONLINE against a fake of the public dictionary API on 127.0.0.1. */
let fake: FakeDictionaryApi;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  await warmUp();
  fake = await startFakeDictionaryApi();
  fake.entries.set('warehouse', [
    apiEntry('warehouse', {
      phonetic: '/ˈwɛəhaʊs/',
      audio: [
        'https://api.dictionaryapi.dev/media/pronunciations/en/warehouse-uk.mp3',
        'https://api.dictionaryapi.dev/media/pronunciations/en/warehouse-us.mp3',
      ],
      origin: 'Middle English, from ware (goods) + house.',
      meanings: [
        {
          partOfSpeech: 'noun',
          definitions: [
            { definition: 'A place for storing large amounts of products.' },
            {
              definition: 'A large retail store.',
              example: 'The new warehouse on the edge of town stocks everything.',
            },
          ],
        },
        { partOfSpeech: 'verb', definitions: [{ definition: 'To store in a warehouse.' }] },
      ],
    }),
  ]);
  fake.entries.set('webinar', [
    apiEntry('webinar', {
      phonetic: '/ˈwɛbɪnɑː/',
      audio: ['//ssl.gstatic.com/dictionary/static/sounds/oxford/webinar--_us_1.mp3'],
      meanings: [
        {
          partOfSpeech: 'noun',
          definitions: [
            {
              definition: 'A seminar conducted over the Internet.',
              example: 'Join our webinar on quarterly results.',
            },
          ],
        },
      ],
    }),
  ]);
  app = await buildTestApp({
    env: { DICTIONARY_ONLINE: 'true', DICTIONARY_ONLINE_URL: fake.url },
  });
  token = (await registerUser(app)).tokens.accessToken;
}, 120_000);
afterAll(async () => {
  await app.close();
  await fake.close();
});
beforeEach(() => {
  fake.failure = null;
  fake.requests.length = 0;
});

const lookup = (word: string, language = 'en') =>
  app.inject({
    method: 'POST',
    url: '/api/vocabulary/definition',
    headers: bearer(token),
    payload: { word, language, refresh: true },
  });

const definitionOf = async (word: string, language = 'en') => {
  const res = await lookup(word, language);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: WordDefinition }>().data;
};

describe('the optional online dictionary', () => {
  it('adds a recorded pronunciation (American first), the origin and missing examples', async () => {
    const data = await definitionOf('warehouse');
    expect(fake.requests).toEqual(['warehouse']);
    expect(data).toMatchObject({
      phonetic: '/ˈwɛrˌhaʊs/', // the offline IPA stays: it matches the other entries
      audioUrl: 'https://api.dictionaryapi.dev/media/pronunciations/en/warehouse-us.mp3',
      origin: 'Middle English, from ware (goods) + house.',
      sources: ['wordnet', 'cmudict', 'online'],
    });
    const noun = data.meanings.find((m) => m.partOfSpeech === 'noun')!;
    // WordNet's sense has no example of its own; the online one fills it.
    expect(noun.definitions[0]).toMatchObject({
      definition: 'a storehouse for goods and merchandise',
      example: 'The new warehouse on the edge of town stocks everything.',
    });
  });

  it('answers a word only the online dictionary knows', async () => {
    const data = await definitionOf('webinar', 'zh');
    expect(data).toMatchObject({
      word: 'webinar',
      lemma: 'webinar',
      phonetic: '/ˈwɛbɪnɑː/',
      audioUrl: 'https://ssl.gstatic.com/dictionary/static/sounds/oxford/webinar--_us_1.mp3',
      language: 'en',
      sources: ['online'],
    });
    expect(data.meanings).toEqual([
      {
        partOfSpeech: 'noun',
        partOfSpeechLocal: '名词',
        partOfSpeechCN: '名词',
        lemma: 'webinar',
        definitions: [
          {
            definition: 'A seminar conducted over the Internet.',
            example: 'Join our webinar on quarterly results.',
            synonyms: [],
          },
        ],
      },
    ]);
  });

  it.each([
    ['a server error', { status: 500, body: '{"message":"internal"}' }],
    ['a body that is not the API format', { status: 200, body: '<html>maintenance</html>' }],
    ['a dropped connection', 'reset' as const],
  ])('falls through silently on %s', async (_name, failure) => {
    fake.failure = failure;
    const data = await definitionOf('warehouse');
    expect(fake.requests).toEqual(['warehouse']);
    expect(data).toMatchObject({ audioUrl: null, origin: null, sources: ['wordnet', 'cmudict'] });
    expect(data.meanings[0]!.definitions[0]!.definition).toBe(
      'a storehouse for goods and merchandise',
    );
  });

  it('still answers 404 WORD_NOT_FOUND when neither source knows the word', async () => {
    const res = await lookup('qzxvbnm');
    expect(fake.requests).toEqual(['qzxvbnm']);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('WORD_NOT_FOUND');
  });
});

describe('without DICTIONARY_ONLINE', () => {
  it('never calls the online dictionary', async () => {
    const offline = await buildTestApp({ env: { DICTIONARY_ONLINE_URL: fake.url } });
    try {
      const user = await registerUser(offline);
      const res = await offline.inject({
        method: 'POST',
        url: '/api/vocabulary/definition',
        headers: bearer(user.tokens.accessToken),
        payload: { word: 'webinar' },
      });
      expect(res.statusCode).toBe(404);
      expect(fake.requests).toEqual([]);
    } finally {
      await offline.close();
    }
  });
});
