import { describe, expect, it } from 'vitest';
import { redisPerFile } from '../test/redis';
import {
  MemoryQuotaStore,
  RedisQuotaStore,
  secondsUntilReset,
  type QuotaLimits,
  type QuotaStore,
} from './quota';

const { redis, prefix: redisPrefix } = redisPerFile('ai-quota');

const at = (iso: string) => new Date(iso);

describe.each([
  ['memory', (limits?: QuotaLimits): QuotaStore => new MemoryQuotaStore(limits)],
  [
    'redis',
    (limits?: QuotaLimits): QuotaStore => new RedisQuotaStore(redis, redisPrefix(), limits),
  ],
])('%s quota store', (_name, makeStore) => {
  it('allows 60 calls a minute and refuses the 61st without counting it', async () => {
    const store = makeStore();
    const now = at('2026-11-23T10:00:05Z');
    for (let i = 0; i < 60; i++) expect((await store.consume('u1', now)).allowed).toBe(true);
    const refused = await store.consume('u1', now);
    expect(refused).toMatchObject({ allowed: false, exceeded: 'minute' });
    expect(await store.peek('u1', now)).toEqual({
      minute: { used: 60, limit: 60 },
      day: { used: 60, limit: 1000 },
    });
    // Another user is counted apart; the next minute starts afresh.
    expect((await store.consume('u2', now)).allowed).toBe(true);
    const next = await store.consume('u1', at('2026-11-23T10:01:00Z'));
    expect(next).toMatchObject({
      allowed: true,
      usage: { minute: { used: 1 }, day: { used: 61 } },
    });
  });

  it('keeps a daily count across minutes and resets it the next UTC day', async () => {
    const store = makeStore({ perMinute: 3, perDay: 5 });
    for (let i = 0; i < 3; i++) await store.consume('u', at('2026-11-23T22:00:00Z'));
    for (let i = 0; i < 2; i++) await store.consume('u', at('2026-11-23T22:01:00Z'));
    expect(await store.consume('u', at('2026-11-23T23:59:59Z'))).toMatchObject({
      allowed: false,
      exceeded: 'day',
      usage: { day: { used: 5, limit: 5 } },
    });
    expect((await store.consume('u', at('2026-11-24T00:00:00Z'))).allowed).toBe(true);
  });
});

describe('secondsUntilReset', () => {
  it('counts to the end of the refusing window', () => {
    expect(secondsUntilReset('minute', at('2026-11-23T10:00:45.500Z'))).toBe(15);
    expect(secondsUntilReset('day', at('2026-11-23T23:58:30Z'))).toBe(90);
  });
});
