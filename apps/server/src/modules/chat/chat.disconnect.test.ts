import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryQuotaStore } from '../../ai';
import { VENDORS } from '../../ai/testing';
import { listen } from '../../test/http';
import { startChatApp } from './test-chat-app';

const until = { timeout: 10_000, interval: 20 };

describe.each(VENDORS)('a learner who stops the reply ($name)', (vendor) => {
  let t: Awaited<ReturnType<typeof startChatApp>>;
  let base: string;
  beforeAll(async () => {
    t = await startChatApp(vendor);
    base = (await listen(t.app)).base;
  });
  afterAll(() => t.close());

  it('stops the provider call and keeps the partial reply, marked interrupted', async () => {
    const { token, id } = await t.session();
    const full = 'Think of "by" as a finish line: the report arrives at or before Friday. '.repeat(
      6,
    );
    t.fake.enqueue({ stream: { text: full, tokensPerSecond: 20 } });
    // Plain node:http, so that hanging up means exactly one socket closed.
    const firstChunk = await new Promise<string>((resolve, reject) => {
      const req = request(
        `${base}/api/chat?action=messages&sessionId=${id}`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'text/event-stream',
            'content-type': 'application/json',
          },
        },
        (res) => {
          let seen = '';
          res.on('data', (chunk: Buffer) => {
            seen += chunk.toString();
            if (!seen.includes('event: delta')) return;
            req.destroy();
            resolve(seen);
          });
        },
      );
      req.on('error', () => undefined);
      req.once('error', reject);
      req.end(JSON.stringify({ message: 'Why not B?' }));
    });
    expect(firstChunk).toMatch(/^event: delta\n/);

    await vi.waitFor(() => expect(t.fake.abandoned).toBe(1), until);
    const stored = await vi.waitFor(async () => {
      const session = (await t.calls.get(token, id)).json().data;
      expect(session.messageCount).toBe(2);
      return session;
    }, until);
    const [user, reply] = stored.messages;
    expect(user).toMatchObject({ role: 'user', content: 'Why not B?', interrupted: false });
    expect(reply.role).toBe('assistant');
    expect(reply.interrupted).toBe(true);
    expect(reply.content.length).toBeGreaterThan(0);
    expect(reply.content.length).toBeLessThan(full.length);
    expect(full.startsWith(reply.content)).toBe(true);
  });
});

describe('the AI quota shared with generation', () => {
  const vendor = VENDORS[0]!;
  let t: Awaited<ReturnType<typeof startChatApp>>;
  beforeAll(async () => {
    t = await startChatApp(vendor, { quota: new MemoryQuotaStore({ perMinute: 2, perDay: 100 }) });
  });
  afterAll(() => t.close());

  it('refuses the third call of a minute with 429 before the provider is asked', async () => {
    const { token, id } = await t.session();
    t.fake.enqueue({ text: 'One.' }, { text: 'Two.' });
    expect((await t.calls.send(token, id, { message: 'a' })).statusCode).toBe(200);
    expect((await t.calls.stateless(token, { message: 'b' })).statusCode).toBe(200);
    const refused = await t.calls.send(token, id, { message: 'c' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMIT_EXCEEDED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(t.fake.requests.filter((r) => r.method === 'POST')).toHaveLength(2);
    expect((await t.calls.get(token, id)).json().data.messageCount).toBe(2);
    const other = await t.session();
    t.fake.enqueue({ text: 'Three.' });
    expect((await t.calls.send(other.token, other.id, { message: 'd' })).statusCode).toBe(200);
  });
});
