import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('./database');
  vi.resetModules();
});

/** open.ts and database.ts as a fresh page has them: nothing loaded yet. */
async function freshPage() {
  vi.resetModules();
  const { openLocalDb } = await import('./open');
  return openLocalDb;
}

describe('opening the browser database', () => {
  it('gives every caller, at once or later, the one database the module keeps', async () => {
    const openLocalDb = await freshPage();
    const [first, second] = await Promise.all([openLocalDb(), openLocalDb()]);
    expect(second).toBe(first);
    expect(await openLocalDb()).toBe(first);
    const { localDb } = await import('./database');
    expect(localDb()).toBe(first);
  });

  it('resumes its callers in the order they asked, while it loads and after', async () => {
    const openLocalDb = await freshPage();
    const order: string[] = [];
    const ask = async (name: string) => {
      await openLocalDb();
      order.push(name);
    };
    await Promise.all([ask('a'), ask('b'), ask('c')]);
    await Promise.all([ask('d'), ask('e')]);
    expect(order).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('tries the load again after one that failed', async () => {
    let reachable = false;
    vi.doMock('./database', async (importOriginal) => {
      if (!reachable) throw new Error('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const openLocalDb = await freshPage();
    await expect(openLocalDb()).rejects.toThrow();
    reachable = true;
    await expect(openLocalDb()).resolves.toHaveProperty('practiceSessions');
  });
});
