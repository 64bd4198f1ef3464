import { existsSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/** The repository's own ESLint setup, run on code placed (by path only) in the web app. */
function repositoryRoot(from = process.cwd()): string {
  if (existsSync(path.join(from, 'eslint.config.js'))) return from;
  const parent = path.dirname(from);
  if (parent === from) throw new Error('eslint.config.js not found above the working folder');
  return repositoryRoot(parent);
}
const ROOT = repositoryRoot();
let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT });
  // The first run loads the parser and plugins; on a busy machine that takes seconds.
  await eslint.lintText('export {};\n', { filePath: path.join(ROOT, 'apps/web/src/lib/x.ts') });
}, 60_000);

/** The messages of `rule` for `code` as if it were the file `file` under apps/web/src. */
async function problems(
  file: string,
  code: string,
  rule = 'web-layers/import-direction',
): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, {
    filePath: path.join(ROOT, 'apps/web/src', file),
  });
  return result!.messages.filter((m) => m.ruleId === rule || m.fatal).map((m) => m.message);
}

const use = (source: string) => `import { thing } from '${source}';\nexport const x = thing;`;

describe('lint: the web app’s import direction', () => {
  it.each([
    ['features/practice/store.ts', '@/features/review/review-items'],
    ['features/practice/components/results/view.tsx', '../../../review/review-items'],
    ['features/practice/components/view.tsx', '../../review/review-items'],
  ])('%s may not import another feature (%s)', async (file, source) => {
    expect(await problems(file, use(source))).toEqual([
      `Features do not import each other (${source}); compose them in app/.`,
    ]);
  });

  it('a feature may not reach another one by a dynamic import or a re-export either', async () => {
    const file = 'features/home/components/home-page.tsx';
    expect(
      await problems(file, `export const load = () => import('@/features/auth/store');`),
    ).toHaveLength(1);
    expect(await problems(file, `export * from '../../dashboard/score-view';`)).toHaveLength(1);
  });

  it.each([
    ['lib/notify.ts', '@/features/auth/store'],
    ['lib/notify.ts', '../features/auth/store'],
    ['components/modal.tsx', '@/features/settings/store'],
    ['components/modal.tsx', '../features/settings/store'],
    ['entities/user/store.ts', '@/features/practice/persistence'],
    ['entities/user/store.ts', '../../features/practice/persistence'],
    ['db/database.ts', '@/features/practice/persistence'],
  ])('%s may not import a feature (%s)', async (file, source) => {
    const layer = file.split('/')[0];
    expect(await problems(file, use(source))).toEqual([
      `${layer}/ sits below the features and does not import them (${source}).`,
    ]);
  });

  it.each([
    ['features/auth/load-user.ts', '@/app/router'],
    ['features/auth/load-user.ts', '../../app/router'],
    ['lib/notify.ts', '@/app/providers'],
  ])('%s may not import the app shell (%s)', async (file, source) => {
    expect(await problems(file, use(source))).toHaveLength(1);
  });

  it.each([
    ['features/auth/load-user.ts', '@toeic-ace/server'],
    ['features/auth/load-user.ts', '../../../../server/src/app'],
    ['lib/api-client.ts', '../../../server/src/errors'],
    ['app/router.tsx', '@toeic-ace/server/src/app'],
    ['features/practice/store.test.ts', '@toeic-ace/server'],
  ])('%s may not import the server (%s)', async (file, source) => {
    expect(await problems(file, use(source))).toEqual([
      'The web app talks to the server over HTTP only.',
    ]);
  });

  it.each([
    ['features/practice/components/view.tsx', '../store'],
    ['features/practice/store.ts', '@/features/practice/types'],
    ['features/practice/store.ts', '@/entities/user/store'],
    ['features/practice/store.ts', '@/db/database'],
    ['features/practice/store.ts', '@/lib/api-client'],
    ['entities/user/store.ts', '@/lib/api-client'],
    ['db/tables/practice.ts', '@/entities/practice-session/types'],
    ['app/routes/home.tsx', '@/features/home/components/home-page'],
    ['test/practice.ts', '@/features/practice/store'],
  ])('%s may import %s', async (file, source) => {
    expect(await problems(file, use(source))).toEqual([]);
  });
});

describe("lint: contract values come from the contract's zod-free entry", () => {
  const rule = '@typescript-eslint/no-restricted-imports';
  const file = 'features/home/components/home-page.tsx';

  it('refuses a value import of the main entry, which would load zod on a first load', async () => {
    const found = await problems(file, use('@toeic-ace/contract'), rule);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain("'@toeic-ace/contract/rules'");
  });

  it('takes values from the zod-free entry, types from either, schemas by import()', async () => {
    expect(await problems(file, use('@toeic-ace/contract/rules'), rule)).toEqual([]);
    const types = `import type { User } from '@toeic-ace/contract';\nexport type X = User;`;
    expect(await problems(file, types, rule)).toEqual([]);
    const lazy = `export const load = () => import('@toeic-ace/contract');`;
    expect(await problems(file, lazy, rule)).toEqual([]);
  });

  it('leaves tests free to use the schemas', async () => {
    expect(await problems('features/home/home.test.ts', use('@toeic-ace/contract'), rule)).toEqual(
      [],
    );
  });
});
