import { configDefaults, defineConfig } from 'vitest/config';

/** The one file that replaces a module with vi.mock needs a module graph of its own. */
const MOCKING = ['src/modules/auth/login.enumeration.test.ts'];

export default defineConfig({
  test: {
    // Every suite has its own database (a temp SQLite file or a PostgreSQL schema, see
    // src/test/app.ts), so files could run in parallel; one at a time keeps argon2-heavy suites
    // and timing-sensitive checks steady on small CI machines.
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...MOCKING],
          // Files share one module graph: the app (Fastify, the contract's zod schemas, the
          // question bank, the dictionaries) is imported once instead of once per file — on
          // PostgreSQL the suite went from ~8 minutes beside the other suites to 2½ alone. Each
          // file still builds its own app and database.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'server (isolated)', include: MOCKING } },
    ],
  },
});
