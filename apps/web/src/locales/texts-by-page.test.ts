import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TextsGraph, pageNamespaces, shellNamespaces } from '../../build/texts-graph.ts';
import { languageTexts } from './texts';

const zh = languageTexts('zh');

/**
 * The build loads the shell's namespaces before the first paint and each page's with the page
 * (build/texts.ts), as build/texts-graph.ts reads them from the source. These checks keep that
 * reading honest: the shell stays small, a page's namespaces come with it, and every key the
 * source names exists (a key the reading cannot see would show as a key).
 */
const srcDir = join(import.meta.dirname, '..');
const graph = new TextsGraph(srcDir);
const at = (file: string) => join(srcDir, file);

describe('texts by page', () => {
  it('loads with the shell only what the header, navigation and error screens show', () => {
    const shell = shellNamespaces(graph);
    expect(shell).toEqual(expect.arrayContaining(['nav', 'header', 'errors', 'errorBoundary']));
    for (const page of ['practice', 'vocabulary', 'dashboard', 'review', 'mock', 'home'])
      expect(shell, page).not.toContain(page);
  });

  it('brings each page its own namespaces and leaves other pages’ texts out', () => {
    expect(pageNamespaces(graph, at('app/routes/practice.tsx'))).toContain('practice');
    expect(pageNamespaces(graph, at('app/routes/vocabulary.tsx'))).toContain('vocabulary');
    const home = pageNamespaces(graph, at('app/routes/home.tsx'));
    expect(home).toContain('home');
    // The dashboard is a chunk of its own (a visitor's home page does not load it).
    expect(home).not.toContain('dashboard');
    expect(pageNamespaces(graph, at('features/dashboard/components/learner-home.tsx'))).toContain(
      'dashboard',
    );
  });

  it('leaves the texts of what a page loads later to the chunk that loads it', () => {
    // The notebook's first paint: no cards, no import outcome, no dictionary or flashcards.
    const notebook = pageNamespaces(graph, at('app/routes/vocabulary.tsx'));
    for (const later of ['notebookWords', 'notebookImport', 'dictionary', 'flashcards'])
      expect(notebook).not.toContain(later);
    expect(pageNamespaces(graph, at('features/vocabulary/components/word-list.tsx'))).toContain(
      'notebookWords',
    );
    expect(
      pageNamespaces(graph, at('features/vocabulary/components/import-outcome.tsx')),
    ).toContain('notebookImport');
    // The home page's sections below the hero come after its first paint.
    expect(pageNamespaces(graph, at('app/routes/home.tsx'))).not.toContain('testGuide');
    expect(pageNamespaces(graph, at('features/home/components/about-the-test.tsx'))).toContain(
      'testGuide',
    );
  });

  it('counts a key written in a template literal by its namespace', () => {
    const file = at('features/home/components/toeic-parts.tsx');
    expect(readFileSync(file, 'utf8')).toMatch(/`parts\.\$\{/);
    expect(graph.namespacesIn(file)).toContain('parts');
  });

  it('finds in the Chinese texts every whole key the source names', () => {
    const keyPattern = new RegExp(
      `['"\`]((?:${graph.namespaces.join('|')})(?:\\.[A-Za-z0-9_]+)+)['"\`]`,
      'g',
    );
    const lookup = (key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], zh);
    const exists = (key: string) =>
      ['', '_one', '_other'].some((suffix) => lookup(`${key}${suffix}`) !== undefined);
    const missing: string[] = [];
    const files = new Set<string>();
    for (const route of ['main.tsx', ...routeModules()])
      for (const file of graph.staticClosure(at(route))) files.add(file);
    for (const file of files) {
      if (!/\.tsx?$/.test(file) || file.includes('/locales/')) continue;
      for (const match of readFileSync(file, 'utf8').matchAll(keyPattern)) {
        const key = match[1]!;
        // A prefix the code completes ('errors.' + code) is not a whole key.
        if (!exists(key) && typeof lookup(key) !== 'object')
          missing.push(`${file.slice(srcDir.length + 1)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

/** The route modules src/app/router.tsx loads. */
function routeModules(): string[] {
  const router = readFileSync(at('app/router.tsx'), 'utf8');
  return [...router.matchAll(/import\('\.\/routes\/([^']+)'\)/g)].map(
    (m) => `app/routes/${m[1]}.tsx`,
  );
}
