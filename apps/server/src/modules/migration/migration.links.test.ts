import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { registerUser } from '../../test/users';
import { localQuestion, localSession, localWord, migrationCalls } from './migration.fixtures';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const withLinks = (n: number, links: { imageUrl?: string; audioUrl?: string }) => ({
  ...localQuestion(n),
  ...links,
});

describe('links in migrated records', () => {
  it('keeps http(s) and the app’s own paths, drops the rest and reports each by record', async () => {
    const { tokens } = await registerUser(app);
    const calls = migrationCalls(app, tokens.accessToken);
    const res = await calls.upload({
      practiceData: {
        sessions: [
          localSession('safe', {
            questions: [
              withLinks(1, { imageUrl: 'https://cdn.example.com/p1.png' }),
              withLinks(2, { imageUrl: '/images/q2.png', audioUrl: 'http://example.com/a.mp3' }),
              withLinks(3, {}),
            ],
            userAnswers: [0, 0, 0],
          }),
          localSession('unsafe', {
            questions: [
              withLinks(4, { imageUrl: 'javascript:alert(document.cookie)' }),
              withLinks(5, { imageUrl: '//evil.example/x.png', audioUrl: 'data:audio/wav,xx' }),
              withLinks(6, { imageUrl: '/\\evil.example/x.png' }),
            ],
            userAnswers: [0, 0, 0],
          }),
        ],
      },
      vocabularyData: {
        words: [
          localWord('w1', 'agenda', { audioUrl: 'https://audio.example.com/agenda.mp3' }),
          localWord('w2', 'quota', { audioUrl: 'javascript:alert(1)' }),
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ migrated: { sessions: 2, words: 2 }, errorCount: 0 });
    expect(data.droppedLinks).toEqual([
      { kind: 'session', index: 1, id: 'unsafe', field: 'questions.0.imageUrl' },
      { kind: 'session', index: 1, id: 'unsafe', field: 'questions.1.audioUrl' },
      { kind: 'session', index: 1, id: 'unsafe', field: 'questions.1.imageUrl' },
      { kind: 'session', index: 1, id: 'unsafe', field: 'questions.2.imageUrl' },
      { kind: 'word', index: 1, id: 'w2', field: 'audioUrl' },
    ]);
    expect(data.droppedLinkCount).toBe(5);

    // What the learner's review pages get: the safe links, and no other.
    const sessions = (await calls.sessions()).json().data.sessions as { id: string }[];
    const served = await Promise.all(
      sessions.map(async (s) => (await calls.session(s.id)).json().data),
    );
    const links = served
      .flatMap((s) => s.questions as { imageUrl?: string; audioUrl?: string }[])
      .flatMap((q) => [q.imageUrl, q.audioUrl])
      .filter((l) => l !== undefined)
      .sort();
    expect(links).toEqual([
      '/images/q2.png',
      'http://example.com/a.mp3',
      'https://cdn.example.com/p1.png',
    ]);
    const words = (await calls.words()).json().data.words as { word: string; audioUrl: string }[];
    expect(Object.fromEntries(words.map((w) => [w.word, w.audioUrl]))).toEqual({
      agenda: 'https://audio.example.com/agenda.mp3',
      quota: null,
    });
  });
});
