// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The web app's import direction, checked on the path an import resolves to (so `../../x`
 * is caught as surely as `@/features/x`):
 *
 *   app/  →  features/<one>  →  db/, entities/  →  lib/, components/
 *
 * - a feature never imports another feature, nor the app shell (routes in app/ compose them);
 * - lib/, components/, entities/ and db/ never import a feature or the app shell;
 * - nothing in the web app imports the server: they talk over HTTP only.
 * Tests and test helpers (src/test/) may reach across, as the app shell and main.tsx do.
 */

/** The repository root: paths in the config are relative to it, whatever folder ESLint runs in. */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WEB_SRC = path.join('apps', 'web', 'src');
const LOWER_LAYERS = ['lib', 'components', 'entities', 'db'];

/** Where a file or import target sits: its top folder under src/ and, for features, which one. */
function placeOf(absolute, root) {
  const relative = path.relative(path.join(root, WEB_SRC), absolute);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [layer, feature] = relative.split(path.sep);
  return { layer, feature: layer === 'features' ? feature : undefined };
}

function resolveTarget(source, filename, root) {
  if (source.startsWith('@/')) return path.join(root, WEB_SRC, source.slice(2));
  if (source.startsWith('.')) return path.resolve(path.dirname(filename), source);
  return null;
}

const isServer = (source, target, root) =>
  /^@toeic-ace\/server(\/|$)/.test(source) ||
  (target !== null && !path.relative(path.join(root, 'apps', 'server'), target).startsWith('..'));

/** @type {import('eslint').Rule.RuleModule} */
const importDirection = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the web app’s imports pointing down its layers.' },
    messages: {
      crossFeature: 'Features do not import each other ({{target}}); compose them in app/.',
      appShell: 'Only app/ composes the app shell; {{layer}} does not import it.',
      upward: '{{layer}}/ sits below the features and does not import them ({{target}}).',
      server: 'The web app talks to the server over HTTP only.',
    },
    schema: [],
  },
  create(context) {
    const root = ROOT;
    const filename = context.filename;
    if (path.relative(path.join(root, 'apps', 'web'), filename).startsWith('..')) return {};
    // Null for the files around src/ (configs): only the server ban applies to them.
    const from = placeOf(filename, root);
    // Tests compose freely, as the app shell does; the server stays out of reach for them too.
    const testCode = from?.layer === 'test' || /\.test\.tsx?$/.test(filename);

    /** @param {import('estree').Node & { source?: unknown }} node */
    function check(node) {
      const literal = /** @type {{ value?: unknown } | null | undefined} */ (node.source);
      if (!literal || typeof literal.value !== 'string') return;
      const source = literal.value;
      const target = resolveTarget(source, filename, root);
      if (isServer(source, target, root)) {
        context.report({ node, messageId: 'server' });
        return;
      }
      if (!from || testCode || !target) return;
      const to = placeOf(target, root);
      if (!to) return;
      const lower = LOWER_LAYERS.includes(from.layer);
      if (from.layer === 'features' && to.layer === 'features' && to.feature !== from.feature) {
        context.report({ node, messageId: 'crossFeature', data: { target: source } });
      } else if (to.layer === 'app' && (lower || from.layer === 'features')) {
        context.report({ node, messageId: 'appShell', data: { layer: from.layer } });
      } else if (lower && to.layer === 'features') {
        context.report({ node, messageId: 'upward', data: { layer: from.layer, target: source } });
      }
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const webLayers = { rules: { 'import-direction': importDirection } };
