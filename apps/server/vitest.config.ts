import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Every suite has its own database (a temp SQLite file or a PostgreSQL schema, see
    // src/test/app.ts), so files could run in parallel; one at a time keeps argon2-heavy suites
    // and timing-sensitive checks steady on small CI machines.
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
