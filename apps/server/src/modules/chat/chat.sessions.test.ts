import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { registerUser } from '../../test/users';
import { chatCalls, missedQuestion } from './chat.fixtures';

/** Session calls with no AI provider configured (the default of a fresh install). */
let app: FastifyInstance;
let calls: ReturnType<typeof chatCalls>;
let now = new Date('2026-11-24T08:00:00.000Z');
beforeAll(async () => {
  app = await buildTestApp({ app: { clock: () => now } });
  calls = chatCalls(app);
});
afterAll(() => app.close());

const token = async () => (await registerUser(app)).tokens.accessToken;
const tick = (ms = 1000) => (now = new Date(now.getTime() + ms));

describe('chat sessions', () => {
  it('creates a session that is then read back by its id', async () => {
    const t = await token();
    const res = await calls.create(t, {
      contextType: 'question',
      contextId: 'q-42',
      title: 'Why by?',
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json().data;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const read = await calls.get(t, id);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual({
      id,
      contextType: 'question',
      contextId: 'q-42',
      title: 'Why by?',
      messageCount: 0,
      lastMessageAt: now.toISOString(),
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      isActive: true,
      messages: [],
      messagePage: { limit: 50, hasMore: false, nextBefore: null },
    });
  });

  it('names an untitled session after its context type', async () => {
    const t = await token();
    const res = await calls.create(t, { contextType: 'vocabulary', contextId: 'word-1' });
    expect(res.json().data).toMatchObject({ title: '词汇学习', contextId: 'word-1' });
    const general = await calls.create(t, { contextType: 'general' });
    expect(general.json().data).toMatchObject({ title: 'AI对话', contextId: null });
  });

  it('refuses an unknown context type and an unknown action', async () => {
    const t = await token();
    const bad = await calls.create(t, { contextType: 'grammar' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(bad.json().error.details[0].path).toBe('contextType');
    const res = await app.inject({
      method: 'GET',
      url: '/api/chat?action=everything',
      headers: { authorization: `Bearer ${t}` },
    });
    expect(res.statusCode).toBe(400);
  });

  it('lists newest activity first, ten to a page, with filters', async () => {
    const t = await token();
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      tick();
      const type = i % 3 === 0 ? 'vocabulary' : 'question';
      const body = { contextType: type, contextId: `c-${i}`, title: `s${i}` };
      ids.push((await calls.create(t, body)).json().data.id);
    }
    await calls.update(t, ids[11]!, { isActive: false });

    const first = (await calls.list(t, '&page=1&limit=10')).json().data;
    expect(first.pagination).toEqual({ page: 1, limit: 10, total: 12, totalPages: 2 });
    expect(first.sessions.map((s: { title: string }) => s.title)).toEqual(
      [11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((i) => `s${i}`),
    );
    const second = (await calls.list(t, '&page=2')).json().data;
    expect(second.sessions.map((s: { title: string }) => s.title)).toEqual(['s1', 's0']);
    expect(second.pagination).toEqual({ page: 2, limit: 10, total: 12, totalPages: 2 });

    const active = (await calls.list(t, '&isActive=true')).json().data;
    expect(active.pagination.total).toBe(11);
    expect(active.sessions[0].title).toBe('s10');
    const words = (await calls.list(t, '&isActive=true&contextType=vocabulary')).json().data;
    expect(words.sessions.map((s: { title: string }) => s.title)).toEqual(['s9', 's6', 's3', 's0']);
  });

  it('renames and closes a session', async () => {
    const t = await token();
    const { id } = (await calls.create(t)).json().data;
    tick();
    const renamed = await calls.update(t, id, { title: 'Prepositions of time' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({
      title: 'Prepositions of time',
      isActive: true,
      updatedAt: now.toISOString(),
    });
    const closed = await calls.update(t, id, { isActive: false });
    expect(closed.json().data).toMatchObject({ title: 'Prepositions of time', isActive: false });
    expect((await calls.update(t, id, {})).statusCode).toBe(400);
  });

  it('deletes a session, after which it is gone', async () => {
    const t = await token();
    const { id } = (await calls.create(t)).json().data;
    const res = await calls.remove(t, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { id, deleted: true } });
    expect((await calls.get(t, id)).statusCode).toBe(404);
    expect((await calls.remove(t, id)).statusCode).toBe(404);
  });

  it("answers 404 for another user's session on every call, and changes nothing", async () => {
    const owner = await token();
    const other = await token();
    const { id } = (await calls.create(owner, { contextType: 'question', title: 'mine' })).json()
      .data;
    const attempts = [
      await calls.get(other, id),
      await calls.update(other, id, { title: 'stolen' }),
      await calls.update(other, id, { isActive: false }),
      await calls.remove(other, id),
      await calls.send(other, id, { message: 'hi' }),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    }
    expect((await calls.list(other)).json().data.pagination.total).toBe(0);
    expect((await calls.get(owner, id)).json().data).toMatchObject({
      title: 'mine',
      isActive: true,
    });
  });

  it('needs a signed-in user', async () => {
    for (const url of ['/api/chat?action=sessions', '/api/chat/stats']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
    }
    const res = await app.inject({ method: 'POST', url: '/api/questions/chat', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('counts sessions per user in the stats', async () => {
    const t = await token();
    expect((await calls.stats(t)).json().data).toEqual({
      totalSessions: 0,
      activeSessions: 0,
      totalMessages: 0,
      messagesToday: 0,
      sessionsByContextType: { question: 0, vocabulary: 0, general: 0 },
    });
    await calls.create(t, { contextType: 'question', contextId: 'q-1' });
    await calls.create(t, { contextType: 'question', contextId: 'q-2' });
    const { id } = (await calls.create(t, { contextType: 'general' })).json().data;
    await calls.update(t, id, { isActive: false });
    await calls.create(await token(), { contextType: 'vocabulary' });
    expect((await calls.stats(t)).json().data).toEqual({
      totalSessions: 3,
      activeSessions: 2,
      totalMessages: 0,
      messagesToday: 0,
      sessionsByContextType: { question: 2, vocabulary: 0, general: 1 },
    });
  });
});

describe('without an AI provider', () => {
  it('keeps history readable and says plainly that the tutor needs a key', async () => {
    const t = await token();
    const { id } = (await calls.create(t)).json().data;
    for (const res of [
      await calls.send(t, id, { message: '为什么不是B？', questionContext: missedQuestion }),
      await calls.stateless(t, { message: '为什么不是B？', questionContext: missedQuestion }),
    ]) {
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('AI_NOT_CONFIGURED');
      expect(res.json().error.message).toContain('AI 密钥');
    }
    expect((await calls.get(t, id)).json().data).toMatchObject({ messageCount: 0, messages: [] });
  });

  it('refuses an empty or whitespace-only message before anything else', async () => {
    const t = await token();
    const { id } = (await calls.create(t)).json().data;
    const res = await calls.send(t, id, { message: '  \n ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'message' }],
    });
  });
});
