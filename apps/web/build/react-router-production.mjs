import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const packageDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

/**
 * React Router 7's package exports resolve to its development build whatever the mode
 * (remix-run/react-router#12532, #14102), so a production bundle keeps the development warnings
 * and their checks. Its production build, shipped beside it and differing only there, is what a
 * production bundle should hold: when building, this points the bare specifier at it (the dev
 * server and tests keep the warnings). The stack floor is built with it too.
 *
 * @returns {import('vite').Plugin}
 */
export function reactRouterProduction() {
  return {
    name: 'toeic-ace-react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: join(packageDir, 'dist/production/index.mjs') },
        ],
      },
    }),
  };
}
