// @ts-check
import { relative, resolve, dirname, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the server touches the database (docs/architecture.md, "Module edges"):
 * - `server/sql-in-repositories`: SQL — Kysely's query builders (`selectFrom`, `insertInto`,
 *   `updateTable`, `deleteFrom`, …) and the `sql` template — is written only in
 *   `*.repository.ts` files and in `db/` (the database's own plumbing and migrations). Services
 *   call repositories; test support (tests, fixtures, test-*.ts) may build rows freely.
 * - `server/route-db`: a routes file hands the database only to a service factory, once, as the
 *   `db` of `create…Service({ db: app.db, … })`; never to a helper per request.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const src = resolve(root, 'apps/server/src');

const QUERY_BUILDERS = new Set([
  'selectFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'replaceInto',
  'mergeInto',
  'selectNoFrom',
]);

/** Path below apps/server/src with forward slashes, or null outside it. */
function srcPath(file) {
  const rel = relative(src, file);
  return rel.startsWith('..') || rel === '' ? null : rel.split(sep).join('/');
}

const mayWriteSql = (path) =>
  /\.repository\.ts$/.test(path) ||
  path.startsWith('db/') ||
  /\.(test|fixtures)\.ts$/.test(path) ||
  /(^|\/)(testing|test-[\w-]+)\.ts$/.test(path) ||
  path.startsWith('test/');

/** @type {import('eslint').Rule.RuleModule} */
const sqlInRepositories = {
  meta: {
    type: 'problem',
    docs: { description: 'SQL only in repository files' },
    messages: {
      sql: 'SQL is written in the module’s *.repository.ts; call a repository function here.',
    },
    schema: [],
  },
  create(context) {
    const path = srcPath(context.filename);
    if (!path || mayWriteSql(path)) return {};
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (
          callee.type === 'MemberExpression' &&
          callee.property.type === 'Identifier' &&
          QUERY_BUILDERS.has(callee.property.name)
        ) {
          context.report({ node: callee.property, messageId: 'sql' });
        }
      },
      TaggedTemplateExpression(node) {
        const tag = node.tag.type === 'MemberExpression' ? node.tag.object : node.tag;
        if (tag.type === 'Identifier' && tag.name === 'sql') {
          context.report({ node: node.tag, messageId: 'sql' });
        }
      },
    };
  },
};

/** Is this `app.db` the `db` of an object given to a `create…` factory? */
function isServiceWiring(member) {
  const property = member.parent;
  if (property?.type !== 'Property' || property.value !== member) return false;
  const key = property.key;
  if (!(key.type === 'Identifier' && key.name === 'db')) return false;
  const call = property.parent?.parent;
  if (call?.type !== 'CallExpression') return false;
  const callee = call.callee;
  const name =
    callee.type === 'Identifier'
      ? callee.name
      : callee.type === 'MemberExpression' && callee.property.type === 'Identifier'
        ? callee.property.name
        : '';
  return /^create[A-Z]/.test(name);
}

/** @type {import('eslint').Rule.RuleModule} */
const routeDb = {
  meta: {
    type: 'problem',
    docs: { description: 'Routes hand the database only to a service factory' },
    messages: {
      db: 'Routes do not pass app.db on: build the service once with create…Service({ db: app.db, … }) and call it.',
    },
    schema: [],
  },
  create(context) {
    const path = srcPath(context.filename);
    if (!path || !/\.routes\.ts$/.test(path)) return {};
    return {
      MemberExpression(node) {
        if (
          node.object.type === 'Identifier' &&
          node.object.name === 'app' &&
          node.property.type === 'Identifier' &&
          node.property.name === 'db' &&
          !isServiceWiring(node)
        ) {
          context.report({ node, messageId: 'db' });
        }
      },
    };
  },
};

export default { rules: { 'sql-in-repositories': sqlInRepositories, 'route-db': routeDb } };
