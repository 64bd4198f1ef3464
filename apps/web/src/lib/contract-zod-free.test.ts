/**
 * The modules the web app reads on every page, or on pages that check nothing with a schema:
 * they must not load zod, directly or through another module (type-only imports are erased).
 * A value import of a schema module here would put zod and that module's schemas back into the
 * first load of every page (npm run bench:web measures it).
 */
const ZOD_FREE = [
  'constants.ts',
  'parts.ts',
  'preferences-defaults.ts',
  'time-zone-name.ts',
  'client-error-kinds.ts',
  'retry.ts',
  'score-estimate.ts',
  'score-scale.ts',
  'feedback.ts',
  'mock-rules.ts',
  'review-rules.ts',
  'dictionary-constants.ts',
  'chat-constants.ts',
  'migration-constants.ts',
  'vocabulary-constants.ts',
];

const SOURCES = import.meta.glob<string>('../../../../packages/contract/src/*.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The value imports of a module: `import x`, `import { a }`, not `import type { … }`. */
function valueImports(file: string): string[] {
  const source = SOURCES[`../../../../packages/contract/src/${file}`];
  if (source === undefined) throw new Error(`no contract module ${file}`);
  return [...source.matchAll(/^import (?!type\b)[^;]*? from '([^']+)';/gms)].map((m) => m[1]!);
}

function reachesZod(file: string, seen = new Set<string>()): string | null {
  if (seen.has(file)) return null;
  seen.add(file);
  for (const target of valueImports(file)) {
    if (target === 'zod' || target.startsWith('zod/')) return file;
    if (target.startsWith('./')) {
      const found = reachesZod(`${target.slice(2)}.ts`, seen);
      if (found) return `${file} → ${found}`;
    }
  }
  return null;
}

describe('modules the web reads without schemas', () => {
  it.each(ZOD_FREE)('%s loads no zod', (file) => {
    expect(reachesZod(file)).toBeNull();
  });

  it('would notice a module that does', () => {
    expect(reachesZod('preferences.ts')).toBe('preferences.ts');
    expect(reachesZod('mock-test.ts')).toBe('mock-test.ts');
  });
});
