/**
 * The contract's zod-free entry, `@toeic-ace/contract/rules`, is what the web app's code imports
 * values from (lint forbids value imports of the main entry in the app): nothing it reaches may
 * load zod, directly or through another module (type-only imports are erased). Otherwise zod and
 * the schemas would be back in the first load of every page (npm run bench:web measures it).
 */
const SOURCES = import.meta.glob<string>('../../../../packages/contract/src/**/*.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** A module's value imports and re-exports: `import { a }`, `export * from`, not `import type`. */
function valueImports(file: string): string[] {
  const source = SOURCES[`../../../../packages/contract/src/${file}`];
  if (source === undefined) throw new Error(`no contract module ${file}`);
  return [...source.matchAll(/^(?:import|export) (?!type\b)[^;]*? from '([^']+)';/gms)].map(
    (m) => m[1]!,
  );
}

/** `target` imported by `from` (both relative to the contract's src/), as a file path. */
function resolve(from: string, target: string): string {
  const parts = [...from.split('/').slice(0, -1), ...target.split('/')];
  const path: string[] = [];
  for (const part of parts) {
    if (part === '..') path.pop();
    else if (part !== '.') path.push(part);
  }
  const file = `${path.join('/')}.ts`;
  return SOURCES[`../../../../packages/contract/src/${file}`] === undefined
    ? `${path.join('/')}/index.ts`
    : file;
}

function reachesZod(file: string, seen = new Set<string>()): string | null {
  if (seen.has(file)) return null;
  seen.add(file);
  for (const target of valueImports(file)) {
    if (target === 'zod' || target.startsWith('zod/')) return file;
    if (target.startsWith('.')) {
      const found = reachesZod(resolve(file, target), seen);
      if (found) return `${file} → ${found}`;
    }
  }
  return null;
}

describe("the contract's zod-free entry", () => {
  it('reaches no module that loads zod', () => {
    expect(reachesZod('rules.ts')).toBeNull();
  });

  it('re-exports modules, so the walk covers them', () => {
    expect(valueImports('rules.ts').length).toBeGreaterThan(10);
  });

  it('would notice a module that loads zod', () => {
    expect(reachesZod('preferences.ts')).toBe('preferences.ts');
    expect(reachesZod('mock-test.ts')).toBe('mock-test.ts');
    expect(reachesZod('index.ts')).not.toBeNull();
  });
});
