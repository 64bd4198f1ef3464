import { describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache';

/** What one entry counts: two bytes per UTF-16 unit of key (user, newline, URL) and body, plus overhead. */
const counted = (userId: string, url: string, body: string) =>
  2 * (userId.length + 1 + url.length + body.length) + 128;

describe('ResponseCache', () => {
  it('answers only for the same user, URL and revision', () => {
    const cache = new ResponseCache(1024 * 1024);
    cache.set('u1', '/api/list?page=1', 3, '{"a":1}');
    expect(cache.get('u1', '/api/list?page=1', 3)).toBe('{"a":1}');
    expect(cache.get('u2', '/api/list?page=1', 3)).toBeUndefined();
    expect(cache.get('u1', '/api/list?page=2', 3)).toBeUndefined();
    expect(cache.get('u1', '/api/list?page=1', 4)).toBeUndefined();
    expect(cache.hits).toBe(1);
    expect(cache.misses).toBe(3);
  });

  it('drops an entry once a newer revision is asked for, and keeps a newer one', () => {
    const cache = new ResponseCache(1024 * 1024);
    cache.set('u', '/l', 3, 'old');
    expect(cache.get('u', '/l', 4)).toBeUndefined();
    expect(cache.count).toBe(0);
    expect(cache.size).toBe(0);

    cache.set('u', '/l', 5, 'new');
    // A request that read revision 4 before a write made it 5 misses, and leaves 5's answer.
    expect(cache.get('u', '/l', 4)).toBeUndefined();
    cache.set('u', '/l', 4, 'older');
    expect(cache.get('u', '/l', 5)).toBe('new');
    expect(cache.size).toBe(counted('u', '/l', 'new'));
  });

  it('replaces an entry of the same key and counts only the new one', () => {
    const cache = new ResponseCache(1024 * 1024);
    cache.set('u', '/l', 1, 'one');
    cache.set('u', '/l', 2, 'two!');
    expect(cache.count).toBe(1);
    expect(cache.size).toBe(counted('u', '/l', 'two!'));
  });

  it('stays within its byte budget, evicting the least recently used first', () => {
    const body = 'x'.repeat(1000);
    // Every URL has the same length, so every entry counts the same.
    const url = (n: number) => `/${n}`;
    const cache = new ResponseCache(counted('u', url(10), body) * 4);
    for (const n of [10, 11, 12, 13]) cache.set('u', url(n), 0, body);
    expect(cache.count).toBe(4);
    expect(cache.size).toBe(cache.maxBytes);
    // 10 is used again, so 11 is now the least recently used.
    expect(cache.get('u', url(10), 0)).toBe(body);
    cache.set('u', url(14), 0, body);
    expect(cache.count).toBe(4);
    expect(cache.size).toBeLessThanOrEqual(cache.maxBytes);
    expect(cache.get('u', url(11), 0)).toBeUndefined();
    for (const n of [10, 12, 13, 14]) expect(cache.get('u', url(n), 0)).toBe(body);

    for (let n = 15; n < 100; n++) cache.set('u', url(n), 0, body);
    expect(cache.size).toBeLessThanOrEqual(cache.maxBytes);
    expect(cache.count).toBe(4);
    expect(cache.get('u', url(99), 0)).toBe(body);
    expect(cache.get('u', url(95), 0)).toBeUndefined();
  });

  it('counts a body at two bytes a character, whatever its script', () => {
    const cache = new ResponseCache(1024 * 1024);
    cache.set('u', '/l', 0, '語彙'.repeat(100));
    expect(cache.size).toBe(counted('u', '/l', '語彙'.repeat(100)));
  });

  it('does not keep a body above a quarter of the budget', () => {
    const cache = new ResponseCache(10_000);
    cache.set('u', '/small', 0, 'x'.repeat(100));
    cache.set('u', '/large', 0, 'x'.repeat(2_000));
    expect(cache.get('u', '/large', 0)).toBeUndefined();
    expect(cache.get('u', '/small', 0)).toBe('x'.repeat(100));
  });
});
