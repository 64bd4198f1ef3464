import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['src/test/setup.ts'],
      css: false,
      restoreMocks: true,
      unstubGlobals: true,
      // Room for a couple of condition waits (10 s each at most) in one test on a busy machine.
      testTimeout: 40_000,
      // Test files share one module graph: setup.ts gives each test a fresh page load's state.
      // A file that replaced a module with vi.mock would need a graph of its own.
      include: ['src/**/*.test.{ts,tsx}'],
      isolate: false,
    },
  }),
);
