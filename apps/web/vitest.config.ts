import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      globals: true,
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/test/setup.ts'],
      css: false,
      restoreMocks: true,
      unstubGlobals: true,
      // Room for a few condition waits (5 s each at most) in one test on a busy machine.
      testTimeout: 20_000,
    },
  }),
);
