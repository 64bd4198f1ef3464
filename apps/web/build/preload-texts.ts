import type { Plugin } from 'vite';

/**
 * The default language's shell texts (build/texts.ts) are a chunk the entry imports dynamically, so the browser would
 * only ask for it once the entry has run. A modulepreload link in the page starts it beside the
 * entry instead (the first paint waits for it). Other languages still load on demand.
 */
export function preloadDefaultTexts(module = 'virtual:texts/shell/zh'): Plugin {
  return {
    name: 'toeic-ace-preload-default-texts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(module),
        );
        if (!chunk) throw new Error(`no chunk for ${module}: the texts are no longer split`);
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
