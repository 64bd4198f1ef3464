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
 * - `server/table-owner`: a module's repositories query only the tables the module owns
 *   (TABLE_OWNERS); another module's table is reached through that module's public API. The
 *   one exception is reading the shared question pool in a join (READ_JOINS): aggregates over
 *   a learner's answers need each question's part, key or level in the same statement.
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

/** Every table of db/schema.ts and the module that owns it (lint-boundaries.test.ts checks both). */
export const TABLE_OWNERS = {
  users: 'auth',
  refresh_tokens: 'auth',
  user_identities: 'auth',
  questions: 'questions',
  question_views: 'questions',
  question_bank_state: 'questions',
  practice_sessions: 'practice',
  session_questions: 'practice',
  dictionary_cache: 'dictionary',
  chat_sessions: 'chat',
  chat_messages: 'chat',
  vocabulary_words: 'vocabulary',
  vocabulary_review_logs: 'vocabulary',
  migration_sources: 'migration',
  mock_tests: 'mock',
  mock_test_questions: 'mock',
  question_attempts: 'mistakes',
  mistakes: 'mistakes',
  learner_abilities: 'ability',
  item_calibrations: 'ability',
};

/** Tables a module may read, only as a join, from another module (see table-owner above). */
const READ_JOINS = {
  practice: ['questions'],
  mistakes: ['questions'],
};

const JOINS = new Set([
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'crossJoin',
  'innerJoinLateral',
  'leftJoinLateral',
  'crossJoinLateral',
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

/** The table a query-builder argument names: `'questions as q'` → questions. */
const tableOf = (node) =>
  node?.type === 'Literal' && typeof node.value === 'string'
    ? node.value.trim().split(/\s+/)[0]
    : null;

/** Tables named after FROM, JOIN, INTO or UPDATE in a raw SQL template's text. */
const SQL_TABLE = /\b(?:from|join|into|update)\s+([a-z_][a-z0-9_]*)/gi;

/** @type {import('eslint').Rule.RuleModule} */
const tableOwner = {
  meta: {
    type: 'problem',
    docs: { description: 'A module’s repositories query only the tables it owns' },
    messages: {
      foreign:
        '{{table}} belongs to the {{owner}} module: call its public API (modules/{{owner}}/index.ts).',
    },
    schema: [],
  },
  create(context) {
    const path = srcPath(context.filename);
    const module = path?.match(/^modules\/([\w-]+)\/.*\.repository\.ts$/)?.[1];
    if (!module) return {};
    const check = (node, table, joined) => {
      const owner = TABLE_OWNERS[table];
      if (!owner || owner === module) return;
      if (joined && (READ_JOINS[module] ?? []).includes(table)) return;
      context.report({ node, messageId: 'foreign', data: { table, owner } });
    };
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        const method = callee.property.name;
        if (!QUERY_BUILDERS.has(method) && !JOINS.has(method)) return;
        const table = tableOf(node.arguments[0]);
        if (table) check(node.arguments[0], table, JOINS.has(method));
      },
      TaggedTemplateExpression(node) {
        const tag = node.tag.type === 'MemberExpression' ? node.tag.object : node.tag;
        if (tag.type !== 'Identifier' || tag.name !== 'sql') return;
        for (const quasi of node.quasi.quasis) {
          for (const [, table] of quasi.value.cooked.matchAll(SQL_TABLE)) {
            check(quasi, table.toLowerCase(), false);
          }
        }
      },
    };
  },
};

export default {
  rules: {
    'sql-in-repositories': sqlInRepositories,
    'route-db': routeDb,
    'table-owner': tableOwner,
  },
};
