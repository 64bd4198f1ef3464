// @ts-check
import { readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server's import direction, checked on resolved paths (so `../../x` and `./x` are judged by
 * where they land, not how they are spelled):
 * - a route file never imports a repository: routes call services, services call repositories;
 * - a feature module is imported by anyone outside it only through its public file
 *   (`modules/<name>/index.ts`);
 * - the AI module (`src/ai/`) never imports a feature module, and is itself imported only through
 *   `ai/index.ts`, or `ai/testing.ts` from tests and test helpers.
 * See docs/architecture.md.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'apps/server/src');

const modulesDir = join(src, 'modules');
const moduleNames = new Set(
  readdirSync(modulesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name),
);

/** Path parts below apps/server/src, or null for a file elsewhere. */
function srcParts(file) {
  const rel = relative(src, file);
  return rel.startsWith('..') || rel === '' ? null : rel.split(sep);
}

const stripExtension = (p) => p.replace(/\.(ts|js|mjs)$/, '');
const isTestSupport = (file) =>
  /\.test\.ts$/.test(file) ||
  /(^|[\\/])(testing|test-[\w-]+)\.ts$/.test(file) ||
  (srcParts(file)?.[0] ?? '') === 'test';

/** What an import points at: a module and the path inside it, or the AI module and its path. */
function area(parts) {
  if (parts[0] === 'modules' && parts[1] && moduleNames.has(parts[1])) {
    return { kind: 'module', name: parts[1], inner: stripExtension(parts.slice(2).join('/')) };
  }
  if (parts[0] === 'ai') return { kind: 'ai', inner: stripExtension(parts.slice(1).join('/')) };
  return { kind: 'other' };
}

const isEntry = (inner) => inner === '' || inner === 'index';

/** @type {import('eslint').Rule.RuleModule} */
const serverImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Import direction between server routes, modules and the AI module' },
    messages: {
      routeRepository: 'Routes never import repositories; call the module’s service instead.',
      deepModule:
        'Another module is imported only through its public file (modules/{{name}}/index.ts).',
      aiImportsModule: 'The AI module never imports a feature module.',
      deepAi: 'The AI module is imported only through ai/index.ts (tests: ai/testing.ts).',
      aiTestingInProduction: 'ai/testing.ts is test support; production code uses ai/index.ts.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = srcParts(file);
    if (!from) return {};
    const here = area(from);
    const test = isTestSupport(file);

    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = srcParts(resolve(dirname(file), source));
      if (!target) return;
      const there = area(target);

      if (/\.routes\.ts$/.test(file) && /\.repository$/.test(stripExtension(source))) {
        context.report({ node, messageId: 'routeRepository' });
      }
      if (there.kind === 'module') {
        if (here.kind === 'ai') context.report({ node, messageId: 'aiImportsModule' });
        else if (!(here.kind === 'module' && here.name === there.name) && !isEntry(there.inner)) {
          context.report({ node, messageId: 'deepModule', data: { name: there.name } });
        }
      }
      if (there.kind === 'ai' && here.kind !== 'ai') {
        if (there.inner === 'testing') {
          if (!test) context.report({ node, messageId: 'aiTestingInProduction' });
        } else if (!isEntry(there.inner)) {
          context.report({ node, messageId: 'deepAi' });
        }
      }
    }

    const fromSource = (node) => node.source && check(node.source, node.source.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { imports: serverImports } };
