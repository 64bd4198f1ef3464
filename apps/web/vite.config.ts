import { fileURLToPath, URL } from 'node:url';
import { reactRouterProduction } from './build/react-router-production.mjs';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { inlineCss } from './build/inline-css.ts';
import { preloadDefaultTexts } from './build/preload-texts.ts';
import { pwa } from './build/pwa.ts';
import { routePreloads } from './build/route-preloads.ts';
import { routeTable } from './build/route-table.ts';
import { texts } from './build/texts.ts';

const webDir = fileURLToPath(new URL('.', import.meta.url));
/** Chunks src/app/providers.tsx loads when the browser is first idle. */
const IDLE_PARTS = /\/(app-toaster|local-data-sync)-[\w-]+\.js$/;
/**
 * Modules many pages share that the `common` chunk must not take (see its group below): the TOEIC
 * parts table, the home page's only need from it, and the check-mark icon, the sign-in page's.
 */
const SHARED_APART =
  /\/(contract\/src\/parts\.ts|lucide-react\/dist\/esm\/icons\/circle-check\.mjs)$/;

/**
 * Modules many pages share that no page's first paint needs (speech starts on a click or with a
 * question; a dialog opens on one): kept out of `common`, so a page fetches them with the part
 * that needs them rather than on every first load.
 */
const NOT_COMMON = /\/src\/(lib\/speech(-script)?\.ts|components\/modal\.tsx)$/;

export default defineConfig({
  // The service worker is for the built app; unit tests run without it.
  plugins: [
    react(),
    reactRouterProduction(),
    tailwindcss(),
    routeTable(),
    texts(webDir),
    ...(process.env.VITEST
      ? []
      : [...pwa(), preloadDefaultTexts(), routePreloads(webDir), inlineCss()]),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each route needs (npm run bench:web reads it).
    manifest: true,
    modulePreload: {
      // Every browser the app supports has modulepreload: no polyfill in the entry.
      polyfill: false,
      // The parts loaded at the first idle moment (the toaster, the local data's synchronisers)
      // fetch their own imports as they load: a <link> per chunk added to the page for them
      // cost a phone's main thread more than the round trip it saves, when no one waits.
      resolveDependencies: (file, deps) => (IDLE_PARTS.test(file) ? [] : deps),
    },
    rolldownOptions: {
      output: {
        // Shared chunks are named by the pages that share them ('pages~settings~practice~…'):
        // the entry lists every route's chunks by file name, so a short name for those keeps
        // the first load smaller. Route and feature chunks keep their names.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('pages~') ? 'assets/p-[hash].js' : 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            // What the entry imports statically, as one chunk beside it.
            { name: 'shell', tags: ['$initial'], priority: 3 },
            // Modules five or more pages share: one chunk. Every page then asks for far fewer
            // files (a browser fetches six at a time over HTTP/1.1): measured with
            // bench:lighthouse, medians of 3, 88/89/92/93 on /, /practice, /vocabulary, /review
            // against 84/86/91/88 without it, with / 5 KB gzip larger on its first load.
            // What a page needs of it alone stays out (SHARED_APART): the home page loaded the
            // whole 6 KB chunk for the parts table, the sign-in page for one icon; and so does
            // what no first paint needs (NOT_COMMON). Only the
            // modules the test names go in (not what they import), or those would come back in
            // as dependencies.
            {
              name: 'common',
              minShareCount: 5,
              priority: 2,
              test: (id: string) => !SHARED_APART.test(id) && !NOT_COMMON.test(id),
              includeDependenciesRecursively: false,
            },
            // Those together, as one small chunk rather than one file each for every page that
            // loads `common` (which imports them).
            { name: 'apart', test: SHARED_APART, priority: 2 },
            // Modules pages share, one chunk per set of pages that use them, so a page loads
            // only what it needs. (Merging the small sets, entriesAwareMergeThreshold, put a
            // dashboard's worth of other pages' code into the home page: measured worse.)
            { name: 'pages', minShareCount: 2, entriesAware: true, priority: 1 },
          ],
        },
      },
    },
  },
});
