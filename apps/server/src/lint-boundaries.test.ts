import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS } from '../../../eslint-rules/server-data-access.js';

/**
 * The server's import-direction rules, run through ESLint with the repository's own config on
 * small sources placed (by file path) where the rule applies. Each forbidden import must fail
 * `npm run lint`; the allowed spelling next to it must pass.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.fatal || /^server(-data)?\//.test(m.ruleId ?? ''))
    .map((m) => `${m.ruleId}: ${m.message}`);
}

const server = (path: string) => `apps/server/src/${path}`;

describe('server import direction (npm run lint)', () => {
  it('fails a route that imports a repository, and passes one that imports its service', async () => {
    const file = server('modules/practice/practice.routes.ts');
    expect(await problems(file, "import { x } from './practice.repository';")).toEqual([
      'server/imports: Routes never import repositories; call the module’s service instead.',
    ]);
    expect(
      await problems(
        server('modules/auth/google/google.routes.ts'),
        "import { x } from './identities.repository';",
      ),
    ).toHaveLength(1);
    expect(await problems(file, "import { x } from './practice.service';")).toEqual([]);
  });

  it('fails a module that reaches into another module, and passes its public file', async () => {
    const file = server('modules/questions/generation.service.ts');
    for (const deep of ['../practice/practice.attach', '../practice/practice.repository']) {
      expect(await problems(file, `import { x } from '${deep}';`)).toEqual([
        'server/imports: Another module is imported only through its public file (modules/practice/index.ts).',
      ]);
    }
    const nested = server('modules/auth/google/google.routes.ts');
    expect(await problems(nested, "import { x } from '../../health/health.service';")).toHaveLength(
      1,
    );
    expect(await problems(file, "import { x } from '../practice';")).toEqual([]);
    expect(await problems(file, "import { x } from '../practice/index';")).toEqual([]);
    // Inside one module any file may import any other.
    expect(await problems(nested, "import { x } from '../auth.service';")).toEqual([]);
  });

  it('holds outside the modules too: the app and plugins use public files', async () => {
    expect(
      await problems(server('plugins/auth.ts'), "import { x } from '../modules/auth/tokens';"),
    ).toHaveLength(1);
    expect(await problems(server('app.ts'), "import { x } from './modules/auth';")).toEqual([]);
  });

  it('fails the AI module importing a module, even through its public file', async () => {
    for (const target of ['../modules/questions', '../modules/questions/prompts']) {
      expect(await problems(server('ai/quota.ts'), `import { x } from '${target}';`)).toEqual([
        'server/imports: The AI module never imports a feature module.',
      ]);
    }
    expect(
      await problems(server('ai/providers/retry.ts'), "import { x } from '../../modules/auth';"),
    ).toHaveLength(1);
    expect(await problems(server('ai/quota.ts'), "import { x } from '../errors';")).toEqual([]);
  });

  it('fails deep imports into the AI module, and its test support in production code', async () => {
    const file = server('modules/questions/verifier.ts');
    expect(await problems(file, "import { x } from '../../ai/providers/ai-error';")).toEqual([
      'server/imports: The AI module is imported only through ai/index.ts (tests: ai/testing.ts).',
    ]);
    expect(await problems(file, "import { x } from '../../ai/testing';")).toEqual([
      'server/imports: ai/testing.ts is test support; production code uses ai/index.ts.',
    ]);
    expect(await problems(file, "import { x } from '../../ai';")).toEqual([]);
    const test = server('modules/questions/verifier.test.ts');
    expect(await problems(test, "import { x } from '../../ai/testing';")).toEqual([]);
  });

  it('finds the rule in re-exports and dynamic imports as well', async () => {
    const file = server('modules/health/health.service.ts');
    expect(await problems(file, "export { x } from '../auth/tokens';")).toHaveLength(1);
    expect(await problems(file, "const x = await import('../auth/tokens');")).toHaveLength(1);
  });
});

describe('server data access (npm run lint)', () => {
  const db =
    'declare const db: any; declare const sql: any; declare const app: any; declare const id: string;';
  const SQL_RULE =
    'server-data/sql-in-repositories: SQL is written in the module’s *.repository.ts; call a repository function here.';

  it('fails SQL in a service, and passes it in a repository, in db/ and in test support', async () => {
    const query = `${db}\nconst x = db.selectFrom('practice_sessions').selectAll().where('id', '=', id);`;
    expect(await problems(server('modules/practice/practice.service.ts'), query)).toEqual([
      SQL_RULE,
    ]);
    const template = `${db}\nconst x = sql\`select 1\`;`;
    expect(await problems(server('modules/chat/chat.lock.ts'), template)).toEqual([SQL_RULE]);
    for (const write of ['insertInto', 'updateTable', 'deleteFrom']) {
      const code = `${db}\nconst x = db.${write}('users');`;
      expect(await problems(server('modules/auth/users.ts'), code)).toEqual([SQL_RULE]);
    }
    for (const allowed of [
      'modules/practice/practice.repository.ts',
      'db/advisory-lock.ts',
      'modules/practice/practice.fixtures.ts',
      'modules/practice/practice.routes.test.ts',
    ]) {
      expect(await problems(server(allowed), query)).toEqual([]);
    }
  });

  it('fails a routes file handing app.db to a helper, and passes a service built with it', async () => {
    const file = server('modules/vocabulary/vocabulary.routes.ts');
    const helper = `${db}\nconst x = runBatch(app.db, app.clock);\ndeclare function runBatch(...a: unknown[]): void;`;
    expect(await problems(file, helper)).toEqual([
      'server-data/route-db: Routes do not pass app.db on: build the service once with create…Service({ db: app.db, … }) and call it.',
    ]);
    const spread = `${db}\nconst x = { db: app.db };`;
    expect(await problems(file, spread)).toHaveLength(1);
    const service = `${db}\nconst x = createVocabularyService({ db: app.db, clock: app.clock });\ndeclare function createVocabularyService(d: unknown): void;`;
    expect(await problems(file, service)).toEqual([]);
  });
});

describe('table ownership (npm run lint)', () => {
  const db = 'declare const db: any; declare const sql: any;';
  const foreign = (table: string, owner: string) =>
    `server-data/table-owner: ${table} belongs to the ${owner} module: call its public API (modules/${owner}/index.ts).`;
  const practice = server('modules/practice/practice.repository.ts');

  it('fails a repository that queries, writes or joins another module’s table', async () => {
    for (const query of [
      "db.selectFrom('questions').select('part')",
      "db.updateTable('questions').set({ part: 1 })",
      "db.selectFrom('session_questions as sq').innerJoin('mistakes as m', 'm.question_id', 'sq.question_id')",
      'sql`select count(*) from question_views`',
    ]) {
      const owner = /mistakes/.test(query) ? 'mistakes' : 'questions';
      const table = /mistakes/.test(query)
        ? 'mistakes'
        : /views/.test(query)
          ? 'question_views'
          : 'questions';
      expect(await problems(practice, `${db}\nconst x = ${query};`)).toEqual([
        foreign(table, owner),
      ]);
    }
    const nested = server('modules/vocabulary/review/review.repository.ts');
    expect(await problems(nested, `${db}\nconst x = db.deleteFrom('users');`)).toEqual([
      foreign('users', 'auth'),
    ]);
  });

  it('passes the module’s own tables, and reading the question pool in a declared join', async () => {
    const own = `${db}\nconst x = db.selectFrom('practice_sessions as ps').innerJoin('session_questions as sq', 'sq.session_id', 'ps.id');`;
    expect(await problems(practice, own)).toEqual([]);
    const pool = `${db}\nconst x = db.selectFrom('session_questions as sq').innerJoin('questions as q', 'q.id', 'sq.question_id');`;
    expect(await problems(practice, pool)).toEqual([]);
    // Test support and db/ may touch any table.
    const write = `${db}\nconst x = db.insertInto('questions').values({});`;
    expect(await problems(server('modules/practice/practice.fixtures.ts'), write)).toEqual([]);
  });

  it('knows the owner of every table db/schema.ts declares', () => {
    const schema = readFileSync(new URL('./db/schema.ts', import.meta.url), 'utf8');
    const database = /export interface Database \{([^}]*)\}/.exec(schema)?.[1] ?? '';
    const tables = [...database.matchAll(/^\s*(\w+):/gm)].map((m) => m[1]);
    expect(tables.length).toBeGreaterThan(10);
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual(tables.sort());
  });
});
