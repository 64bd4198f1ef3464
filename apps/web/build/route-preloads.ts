import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** Where the table is written, beside Vite's manifest (not served, not precached). */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

export interface RoutePreloads {
  /** Router paths in declaration order ('/', 'review/:sessionId', '*'), with their chunks. */
  routes: { path: string; module: string; files: string[] }[];
}

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
      const table: RoutePreloads = {
        routes: declaredRoutes(webDir).map(({ path, module }) => {
          const chunk = chunks.find((c) => c.facadeModuleId === join(webDir, module));
          if (!chunk) throw new Error(`no chunk for ${module}`);
          const files = [...closure(chunk)].filter((file) => !shell.has(file));
          return { path, module, files: files.map((file) => `/${file}`) };
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
