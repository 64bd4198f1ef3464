import { defineConfig } from 'vitest/config';

// The property tests run thousands of seeded cases each: a few seconds on a quiet machine, more
// when CI runs the server suites beside them, so they get more than Vitest's default 5 s.
export default defineConfig({ test: { include: ['src/**/*.test.ts'], testTimeout: 30_000 } });
