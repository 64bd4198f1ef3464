import { fileURLToPath, URL } from 'node:url';
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

export default defineConfig({
  // The service worker is for the built app; unit tests run without it.
  plugins: [
    react(),
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
    // Every browser the build targets that lacks <link rel="modulepreload"> (Safari before 17)
    // still runs the app, fetching those chunks as they are imported instead; the polyfill
    // was 0.2 KB gzip of every page's first load.
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json: which chunks each route needs (npm run bench:web reads it).
    manifest: true,
    rolldownOptions: {
      output: {
        // A shared chunk is named by its pages ('pages~review~mock~…'), a page's texts by their
        // namespaces ('chat_difficulty_parts_…', once per language): the entry and every chunk
        // that imports lazily name those files, so the long names were bytes of every first load.
        chunkFileNames: ({ name, facadeModuleId }) =>
          name.startsWith('pages~')
            ? 'assets/p-[hash].js'
            : facadeModuleId?.startsWith('\0virtual:texts/set/')
              ? 'assets/t-[hash].js'
              : 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            // What the entry imports statically, as one chunk beside it.
            { name: 'shell', tags: ['$initial'], priority: 3 },
            // TanStack Query's hooks beyond the shell's (useQuery, useInfiniteQuery…): nearly
            // every page reads the server through them, so one chunk all of them share.
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
            // Modules pages share, one chunk per set of pages that use them, so a page loads
            // only what it needs. (Merging the small sets, entriesAwareMergeThreshold, put a
            // dashboard's worth of other pages' code into the home page: measured worse.)
            // No `common` chunk of what five or more pages share: every page loaded all of it
            // (speech, modal, the word entities…) for the few modules it used, 2–6 KB gzip more
            // per first load (npm run bench:web). It had measured better in Lighthouse (fewer
            // requests over HTTP/1.1) before the pages split their first paint from the rest;
            // not measured again since.
            { name: 'pages', minShareCount: 2, entriesAware: true, priority: 1 },
          ],
        },
      },
    },
  },
});
