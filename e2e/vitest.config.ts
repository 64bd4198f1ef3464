import { defineConfig } from 'vitest/config';
import ClockBoundFirst from './support/sequencer.ts';

// Files run side by side: each opens its own browser (and some their own server), and most of
// their time is spent waiting on pages, clocks and speech rather than computing. Four at once:
// the half mock test (started first) idles through most of its ≈ 4 minutes, so the other three
// share the rest. E2E_WORKERS sets how many (1 runs them one after another, as when a failure
// needs a quiet log).
const workers = Number(process.env.E2E_WORKERS ?? 4);

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    sequence: { sequencer: ClockBoundFirst },
    fileParallelism: workers > 1,
    maxWorkers: workers,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A poll waits for something the page will do; Vitest's default of 1 s failed a migration
    // check in CI while three browsers and the PostgreSQL suite shared two cores.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
