import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { textSetId } from './texts.ts';
import { TextsGraph, pageNamespaces } from './texts-graph.ts';

/** Where the table is written, beside Vite's manifest (not served, not precached). */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

export interface RoutePreloads {
  /** The default language's shell texts (build/texts.ts), which every page loads. */
  shellTexts: string;
  /**
   * Router paths in declaration order ('/', 'review/:sessionId', '*'), with their chunks:
   * `files` the route's code and its default-language texts (`texts`, a subset).
   */
  routes: { path: string; module: string; files: string[]; texts: string[] }[];
}

/** The language a visitor gets before choosing one; its texts are the ones preloaded. */
const DEFAULT_TEXTS = 'zh';

/** Route paths and their lazy modules, as src/app/router.tsx declares them. */
export function declaredRoutes(webDir: string): { path: string; module: string }[] {
  const source = readFileSync(join(webDir, 'src/app/router.tsx'), 'utf8');
  const pattern =
    /\{\s*(index: true|path: '([^']+)'),\s*lazy: \(\) => import\('\.\/routes\/([^']+)'\)/g;
  const found = [...source.matchAll(pattern)].map((match) => ({
    path: match[2] ? `/${match[2]}` : '/',
    module: `src/app/routes/${match[3]}.tsx`,
  }));
  if (found.length === 0) throw new Error('no routes found in src/app/router.tsx');
  return found;
}

/**
 * A route module is a lazy chunk: the browser only learns of it once the entry has run, and only
 * then asks for it and its imports — a second round of requests before anything shows. The
 * server reads this table and names the page's route chunks in the HTML it sends for that URL
 * (plugins/static-files.ts), so they download beside the entry.
 */
export function routePreloads(webDir: string): Plugin {
  return {
    name: 'toeic-ace-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle: Rollup.OutputBundle) {
      const chunks = Object.values(bundle).filter(
        (o): o is Rollup.OutputChunk => o.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (chunk: Rollup.OutputChunk, into = new Set<string>()) => {
        if (into.has(chunk.fileName)) return into;
        into.add(chunk.fileName);
        for (const file of chunk.imports) {
          const imported = byFile.get(file);
          if (imported) closure(imported, into);
        }
        return into;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('no entry chunk');
      const shell = closure(entry);
      const chunkOf = (module: string) => {
        const chunk = chunks.find((c) => c.facadeModuleId === module);
        if (!chunk) throw new Error(`no chunk for ${module}`);
        return chunk;
      };
      const graph = new TextsGraph(join(webDir, 'src'));
      const table: RoutePreloads = {
        shellTexts: `/${chunkOf(`\0virtual:texts/shell/${DEFAULT_TEXTS}`).fileName}`,
        routes: declaredRoutes(webDir).map(({ path, module }) => {
          const code = [...closure(chunkOf(join(webDir, module)))].filter((f) => !shell.has(f));
          const names = pageNamespaces(graph, join(webDir, module));
          const texts =
            names.length === 0
              ? []
              : [`/${chunkOf(`\0${textSetId(DEFAULT_TEXTS, names)}`).fileName}`];
          return { path, module, files: [...code.map((file) => `/${file}`), ...texts], texts };
        }),
      };
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify(table, null, 1),
      });
    },
  };
}
