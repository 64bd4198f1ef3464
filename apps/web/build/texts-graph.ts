import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * Which text namespaces (the files of src/locales/<language>/) a module and everything it
 * imports statically can show, read from the source: a key is written as a string starting
 * with its namespace ('practice.title', `parts.${n}`), in a t() call, an i18nKey or a table of
 * keys. The build loads a page's namespaces beside its chunk (build/texts.ts), so this reading
 * decides what text is there when the page renders; texts.test.ts checks it against the keys.
 */

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/** `import … from`, `export … from` and bare `import '…'`; not `import type`, not import(). */
const STATIC_IMPORT =
  /(?:^|[\n;])\s*(?:import|export)\s+(?!type[\s{])(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;

export class TextsGraph {
  private readonly closures = new Map<string, Set<string>>();
  private readonly used = new Map<string, Set<string>>();
  readonly namespaces: readonly string[];
  private readonly keyPattern: RegExp;

  constructor(readonly srcDir: string) {
    this.namespaces = readdirSync(join(srcDir, 'locales/zh'))
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length))
      .sort();
    this.keyPattern = new RegExp(`['"\`](${this.namespaces.join('|')})\\.[A-Za-z_$]`, 'g');
  }

  /** The file an app import names ('@/…' or relative), or null for a package. */
  resolve(from: string, specifier: string): string | null {
    let base: string;
    if (specifier.startsWith('@/')) base = join(this.srcDir, specifier.slice(2));
    else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
    else return null;
    for (const extension of EXTENSIONS) if (isFile(base + extension)) return base + extension;
    return null;
  }

  /** `file` and every app module it imports statically, transitively. */
  staticClosure(file: string): Set<string> {
    const cached = this.closures.get(file);
    if (cached) return cached;
    const seen = new Set<string>();
    const stack = [file];
    while (stack.length > 0) {
      const current = stack.pop()!;
      if (seen.has(current)) continue;
      seen.add(current);
      if (!/\.tsx?$/.test(current)) continue;
      for (const match of readFileSync(current, 'utf8').matchAll(STATIC_IMPORT)) {
        const target = this.resolve(current, match[1]!);
        if (target) stack.push(target);
      }
    }
    this.closures.set(file, seen);
    return seen;
  }

  /** Namespaces the module's own source names. */
  namespacesIn(file: string): Set<string> {
    let found = this.used.get(file);
    if (!found) {
      found = new Set();
      if (/\.tsx?$/.test(file) && !file.includes('/locales/')) {
        for (const match of readFileSync(file, 'utf8').matchAll(this.keyPattern))
          found.add(match[1]!);
      }
      this.used.set(file, found);
    }
    return found;
  }

  /** Namespaces `file` and its static imports can show, sorted. */
  namespacesOf(file: string): string[] {
    const all = new Set<string>();
    for (const module of this.staticClosure(file))
      for (const name of this.namespacesIn(module)) all.add(name);
    return [...all].sort();
  }

  /** Forget what was read (the dev server calls this when a file changes). */
  clear() {
    this.closures.clear();
    this.used.clear();
  }
}

/** The entry of the web app: what it imports statically is the shell every page loads. */
export const ENTRY = 'main.tsx';

/** Namespaces the shell can show: loaded with the interface language, before the first paint. */
export const shellNamespaces = (graph: TextsGraph) => graph.namespacesOf(join(graph.srcDir, ENTRY));

/** Namespaces a lazily loaded module needs beyond the shell's. */
export function pageNamespaces(graph: TextsGraph, file: string): string[] {
  const shell = new Set(shellNamespaces(graph));
  return graph.namespacesOf(file).filter((name) => !shell.has(name));
}

/**
 * Namespaces a module `importer` loads lazily (`target`) needs beyond the shell's and the
 * importer's own: whenever the importer runs, its namespaces are here (they came with its page,
 * and a language switch brings them again), so a chunk it loads does not carry them twice.
 */
export function lazyNamespaces(graph: TextsGraph, importer: string, target: string): string[] {
  const present = new Set(graph.namespacesOf(importer));
  return pageNamespaces(graph, target).filter((name) => !present.has(name));
}
