import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { LANGUAGES } from '../../../packages/contract/src/constants.ts';
import { TextsGraph, lazyNamespaces, shellNamespaces } from './texts-graph.ts';

const ID = 'virtual:texts';
const SHELL = `${ID}/shell/`;
const SET = `${ID}/set/`;

/** The module id of one language's texts of some namespaces (also named by route-preloads.ts). */
export const textSetId = (language: string, names: readonly string[]) =>
  `${SET}${language}/${names.join('+')}`;

/** `import('…')` with a literal specifier (not import.meta). */
const DYNAMIC_IMPORT = /\bimport\((['"])([^'"]+)\1\)/g;

/**
 * Texts by page. The shell's namespaces — those the entry and its static imports can show —
 * are one chunk per language (`virtual:texts/shell/<language>`), loaded before the first paint
 * (lib/i18n.ts). In the build, each `import('…')` of app code (a route, a lazy component)
 * becomes `withTexts(import('…'), names, loaders)`: the module arrives together with one
 * chunk holding the namespaces it and its static imports show beyond the shell's and the
 * importing module's own (build/texts-graph.ts), in the interface language. A visitor downloads only the texts of the
 * pages they open, one request per page. A namespace two pages show is in both pages' chunks
 * (texts are small; a request saved on a slow network is worth more).
 * In the dev server and in tests the shell holds every namespace and nothing is rewritten.
 */
export function texts(webDir: string): Plugin {
  const srcDir = join(webDir, 'src');
  const graph = new TextsGraph(srcDir);
  let building = false;
  const shell = () => (building ? shellNamespaces(graph) : [...graph.namespaces]);
  /** A module whose default export holds `names` of `language`, their JSON inlined. */
  const textsModule = (language: string, names: readonly string[]) => {
    const entries = names.map((name) => {
      const file = join(srcDir, 'locales', language, `${name}.json`);
      return `${JSON.stringify(name)}: ${JSON.stringify(JSON.parse(readFileSync(file, 'utf8')))}`;
    });
    return `export default { ${entries.join(', ')} };`;
  };
  return {
    name: 'toeic-ace-texts',
    configResolved(config) {
      building = config.command === 'build' && !process.env.VITEST;
    },
    watchChange: () => graph.clear(),
    resolveId: (id) => (id.startsWith(ID) ? `\0${id}` : undefined),
    load(id) {
      if (id === `\0${ID}`) {
        const loaders = LANGUAGES.map(
          (language) => `${language}: () => import('${SHELL}${language}')`,
        );
        return `export const shellTexts = { ${loaders.join(', ')} };`;
      }
      if (id.startsWith(`\0${SHELL}`)) return textsModule(id.slice(SHELL.length + 1), shell());
      if (id.startsWith(`\0${SET}`)) {
        const [language, names] = id.slice(SET.length + 1).split('/') as [string, string];
        return textsModule(language, names.split('+'));
      }
      return undefined;
    },
    transform(code, id) {
      if (!building || !id.startsWith(srcDir) || !/\.tsx?$/.test(id)) return undefined;
      if (id.includes('/locales/') || /\.test\.tsx?$/.test(id)) return undefined;
      let wrapped = false;
      const rewritten = code.replace(DYNAMIC_IMPORT, (call, _quote, specifier: string) => {
        const target = graph.resolve(id, specifier);
        if (!target || target.includes('/locales/')) return call;
        const names = lazyNamespaces(graph, id, target);
        if (names.length === 0) return call;
        wrapped = true;
        const loaders = LANGUAGES.map(
          (language) => `${language}: () => import('${textSetId(language, names)}')`,
        );
        return `__withTexts(${call}, ${JSON.stringify(names)}, { ${loaders.join(', ')} })`;
      });
      if (!wrapped) return undefined;
      const loader = join(srcDir, 'lib/i18n.ts');
      return {
        code: `import { withTexts as __withTexts } from ${JSON.stringify(loader)};\n${rewritten}`,
        map: null,
      };
    },
  };
}
