import type { FastifyInstance } from 'fastify';
import { VOCABULARY_LIMITS, type ImportResult } from '@toeic-ace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { SILENCE_LIMIT, whileHealthPolled, type HealthDuring } from '../../test/health-probe';
import { registerUser } from '../../test/users';

/**
 * The heaviest calls a learner can make on the notebook — the largest import, each export of
 * the largest notebook, reading an Anki package — while another client keeps asking for
 * /api/health over real HTTP: health must answer 200 every time, with no silence that lasts
 * most of a call (a call that held the event loop or the database connection throughout would
 * leave one, or make health answer 503; see SILENCE_LIMIT).
 */
const PER_IMPORT = VOCABULARY_LIMITS.importMaxWords;
const NOTEBOOK = VOCABULARY_LIMITS.notebookMaxWords;

let app: FastifyInstance;
let base: string;
let token: string;
beforeAll(async () => {
  app = await buildTestApp();
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  ({
    tokens: { accessToken: token },
  } = await registerUser(app));
});
afterAll(() => app.close());

/** Words as a learner keeps them: context, notes, meanings and review data. */
const words = (from: number) =>
  Array.from({ length: PER_IMPORT }, (_, k) => {
    const i = from + k;
    return {
      word: `word-${i}`,
      context: `The quarterly report mentions word-${i} twice in its second paragraph.`,
      notes: i % 3 === 0 ? `例句 ${i}: =SUM(A1) is not a formula here` : null,
      definition: `释义 ${i}`,
      meanings: [
        {
          partOfSpeech: 'noun',
          definitions: [{ definition: `meaning ${i}`, synonyms: ['alpha', 'beta'] }],
        },
      ],
      reviewCount: i % 6,
      intervalDays: 1 + (i % 20),
      nextReviewDate: new Date(Date.UTC(2026, 0, 1 + (i % 200))).toISOString(),
    };
  });

async function send(path: string, init: RequestInit = {}) {
  const res = await fetch(`${base}/api${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      'accept-encoding': 'gzip',
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
  });
  return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
}

function expectAnsweredThroughout({ statuses, longestSilenceShare }: HealthDuring<unknown>) {
  expect(statuses.filter((s) => s !== 200)).toEqual([]);
  expect(longestSilenceShare).toBeLessThan(SILENCE_LIMIT);
}

describe('/api/health while the notebook does its heaviest work', () => {
  it(`answers during the largest imports, up to the largest notebook (${NOTEBOOK} words)`, async () => {
    for (let from = 0; from < NOTEBOOK; from += PER_IMPORT) {
      const body = JSON.stringify({ words: words(from) });
      const probe = await whileHealthPolled(base, () =>
        send('/vocabulary/import', { method: 'POST', body }),
      );
      expect(probe.result.status).toBe(200);
      const imported = JSON.parse(probe.result.body.toString()).data as ImportResult;
      expect(imported.successCount).toBe(PER_IMPORT);
      expectAnsweredThroughout(probe);
    }
  }, 180_000);

  for (const format of ['csv', 'json', 'anki'] as const) {
    it(`answers during a ${format} export of the whole notebook`, async () => {
      const probe = await whileHealthPolled(base, () =>
        send(`/vocabulary/export?format=${format}`),
      );
      const { result } = probe;
      expect(result.status).toBe(200);
      if (format === 'json') expect(JSON.parse(result.body.toString()).totalWords).toBe(NOTEBOOK);
      if (format === 'csv') {
        expect(result.body.toString().split('\r\n')).toHaveLength(NOTEBOOK + 1);
      }
      expectAnsweredThroughout(probe);
    }, 180_000);
  }

  it('answers while an Anki package is read', async () => {
    // The whole notebook is more notes than one import takes: a fresh learner's half of it.
    const { tokens } = await registerUser(app);
    const saved = token;
    token = tokens.accessToken;
    try {
      await send('/vocabulary/import', {
        method: 'POST',
        body: JSON.stringify({ words: words(0) }),
      });
      const pkg = (await send('/vocabulary/export?format=anki')).body.toString('base64');
      const probe = await whileHealthPolled(base, () =>
        send('/vocabulary/import/anki', { method: 'POST', body: JSON.stringify({ package: pkg }) }),
      );
      expect(probe.result.status).toBe(200);
      expect(JSON.parse(probe.result.body.toString()).data.words).toHaveLength(PER_IMPORT);
      expectAnsweredThroughout(probe);
    } finally {
      token = saved;
    }
  }, 180_000);
});
