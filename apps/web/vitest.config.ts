import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** Files that replace a module with vi.mock need a module graph of their own. */
const MOCKING = [
  'src/app/routes/auth-callback.test.tsx',
  'src/features/migration/components/migration-page.test.tsx',
];

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
      projects: [
        {
          extends: true,
          test: {
            name: 'web',
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: [...configDefaults.exclude, ...MOCKING],
            isolate: false,
          },
        },
        { extends: true, test: { name: 'web (isolated)', include: MOCKING } },
      ],
    },
  }),
);
