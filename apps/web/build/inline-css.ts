import type { Plugin, Rollup } from 'vite';

/**
 * The stylesheet goes into index.html itself (one `<style>`, ≈ 13 KB compressed): the first
 * paint — the header bar index.html draws before any script — then waits for the page alone,
 * not for a second request, which on a phone's connection is a round trip of its own. The CSP
 * allows inline styles (style-src 'unsafe-inline'). The file is still emitted for the service
 * worker's precache.
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
  };
}
