import path from 'node:path';
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

/** Every module of the app but tests and their helpers, as source text. */
const SOURCES = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'],
  { query: '?raw', import: 'default', eager: true },
);
/** Test helpers that live beside their feature: they build their own databases. */
const TEST_HELPERS = ['../features/flashcards/review-fixtures.ts'];

/** The modules (paths as the glob keys them, from src/db) importing database.ts for a value. */
function valueImportersOfDatabase(sources: Record<string, string>): string[] {
  const database = '/src/db/database';
  const resolve = (file: string, target: string) =>
    target.startsWith('@/')
      ? path.posix.join('/src', target.slice(2))
      : path.posix.resolve(path.posix.dirname(path.posix.join('/src/db', file)), target);
  return Object.entries(sources)
    .filter(([file, source]) =>
      [...source.matchAll(/^(?:import|export) (?!type\b)[^;]*? from '([^']+)';/gms)].some(
        ([, target]) => resolve(file, target!) === database,
      ),
    )
    .map(([file]) => file);
}

describe('Dexie stays out of the pages’ first load', () => {
  it('no module of the app imports database.ts but through openLocalDb()', () => {
    const app = Object.fromEntries(
      Object.entries(SOURCES).filter(([file]) => !TEST_HELPERS.includes(file)),
    );
    expect(Object.keys(app)).toContain('../features/practice/persistence.ts');
    expect(valueImportersOfDatabase(app)).toEqual([]);
  });

  it('would notice one that does, by any path', () => {
    expect(
      valueImportersOfDatabase({
        '../features/a.ts': "import { localDb } from '@/db/database';",
        '../entities/b/c.ts': "import {\n  localDb,\n  type LocalDb,\n} from '../../db/database';",
        'd.ts': "export { TABLES } from './database';",
        '../features/e.ts': "import type { LocalDb } from '@/db/database';",
        'f.ts': "import { openLocalDb } from './open';",
      }),
    ).toEqual(['../features/a.ts', '../entities/b/c.ts', 'd.ts']);
  });
});
