import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

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
    .filter((m) => m.fatal || m.ruleId === 'server/imports')
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
