import { readFileSync, writeFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { bearer, registerUser } from '../../test/users';
import { goldenRequests } from './golden/pick';

/**
 * The offline dictionary's answers, word for word, as recorded from the implementation that held
 * every dictionary in memory (before the indexed file replaced it): any change in what a learner
 * sees for these 500-odd look-ups fails here. `DICTIONARY_GOLDEN=record` writes the file anew;
 * only do that when a change of answer is intended, and say so in the commit.
 */
const FILE = new URL('./golden/answers.json', import.meta.url);
const RECORD = process.env.DICTIONARY_GOLDEN === 'record';

interface Golden {
  word: string;
  language: 'zh' | 'ja' | 'en';
  status: number;
  body: unknown;
}

let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  app = await buildTestApp({ app: { clock: () => new Date('2026-11-27T00:00:00.000Z') } });
  token = (await registerUser(app)).tokens.accessToken;
}, 120_000);
afterAll(() => app.close());

const lookUp = async ({ word, language }: Pick<Golden, 'word' | 'language'>): Promise<Golden> => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/vocabulary/definition',
    headers: bearer(token),
    payload: { word, language, refresh: true },
  });
  const body = res.json<{ data?: unknown; error?: { code: string } }>();
  return { word, language, status: res.statusCode, body: body.data ?? body.error?.code };
};

describe('offline look-ups match the recorded answers', () => {
  it.runIf(RECORD)(
    'records the answers',
    async () => {
      const answers: Golden[] = [];
      for (const request of goldenRequests()) answers.push(await lookUp(request));
      writeFileSync(FILE, `[\n${answers.map((a) => JSON.stringify(a)).join(',\n')}\n]\n`);
    },
    600_000,
  );

  it.skipIf(RECORD)(
    'answers every recorded word exactly as before',
    async () => {
      const golden = JSON.parse(readFileSync(FILE, 'utf8')) as Golden[];
      expect(golden.length).toBeGreaterThan(300);
      expect(golden.filter((g) => g.status === 404).length).toBeGreaterThan(10);
      for (const recorded of golden) expect(await lookUp(recorded)).toEqual(recorded);
    },
    120_000,
  );
});
