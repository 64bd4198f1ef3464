import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Files that need a module graph of their own: one replaces a module with vi.mock; the fuzzer
 * bounds the process's memory growth, which other files' modules and garbage in a shared process
 * would blur (CI saw 561 MB there against ≈ 200 MB alone).
 */
const ISOLATED = ['src/modules/auth/login.enumeration.test.ts', 'src/test/fuzz/fuzz.test.ts'];

export default defineConfig({
  test: {
    // Every suite has its own database (a temp SQLite file or a PostgreSQL schema, see
    // src/test/app.ts), so files could run in parallel; one at a time keeps argon2-heavy suites
    // and timing-sensitive checks steady on small CI machines.
    fileParallelism: false,
    globalSetup: ['src/test/dictionary-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...ISOLATED],
          // Files share one module graph: the app (Fastify, the contract's zod schemas, the
          // question bank, the dictionaries) is imported once instead of once per file — on
          // PostgreSQL the suite went from ~8 minutes beside the other suites to 2½ alone. Each
          // file still builds its own app and database.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'server (isolated)', include: ISOLATED } },
    ],
  },
});
