import type { Plugin, Rollup } from 'vite';

/**
 * The stylesheet goes into index.html itself (one `<style>`, ≈ 13 KB compressed): the first
 * paint — the header bar index.html draws before any script — then waits for the page alone,
 * not for a second request, which on a phone's connection is a round trip of its own. The CSP
 * allows inline styles (style-src 'unsafe-inline'). The file is still emitted for the service
 * worker's precache.
 *
 * Vite also lists the entry's stylesheet among the dependencies of every lazy chunk that imports
 * the entry, and its preload helper, finding no `<link>` for it, would add one and hold the
 * chunk's import until it loaded: each page downloaded the same stylesheet again before its
 * first paint, and applied all of it a second time. So the inlined sheet is taken out of those
 * lists too.
 */
export function inlineCss(): Plugin {
  return {
    name: 'toeic-ace-inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const sheets = Object.values(context.bundle ?? {}).filter(
          (output): output is Rollup.OutputAsset =>
            output.type === 'asset' && output.fileName.endsWith('.css'),
        );
        let out = html;
        for (const sheet of sheets) {
          const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${sheet.fileName}"[^>]*>`);
          if (!link.test(out)) continue;
          // A `</style` inside the CSS would end the element early; Tailwind's output has none.
          const css = String(sheet.source);
          if (/<\/style/i.test(css)) throw new Error(`${sheet.fileName} cannot be inlined`);
          out = out.replace(link, () => `<style>${css}</style>`);
        }
        return out;
      },
    },
    // After vite:build-import-analysis, which writes the lists in its own generateBundle.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const inlined = new Set<string>();
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && output.isEntry && output.facadeModuleId?.endsWith('.html'))
            for (const css of output.viteMetadata?.importedCss ?? []) inlined.add(css);
        }
        if (inlined.size === 0) return;
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk') output.code = withoutPreloadsOf(output.code, inlined);
        }
      },
    },
  };
}

/** Vite's table of a chunk's preload dependencies: `m.f=["assets/a.js",…]`. */
const DEPENDENCY_TABLE = /\bm\.f=(\[[^\]]*\])/;
/** A dynamic import's dependencies, as indexes into that table: `__vite__mapDeps([0,3,7])`. */
const DEPENDENCY_LIST = /__vite__mapDeps\(\[([\d,]*)\]\)/g;

/** `code` with `files` left out of every dynamic import's preload dependencies. */
function withoutPreloadsOf(code: string, files: ReadonlySet<string>): string {
  const table = DEPENDENCY_TABLE.exec(code)?.[1];
  if (!table) return code;
  const names = JSON.parse(table) as string[];
  const dropped = new Set(names.flatMap((name, index) => (files.has(name) ? [index] : [])));
  if (dropped.size === 0) return code;
  return code.replace(DEPENDENCY_LIST, (_call, list: string) => {
    const kept = list.split(',').filter((index) => index !== '' && !dropped.has(Number(index)));
    return `__vite__mapDeps([${kept.join(',')}])`;
  });
}
