import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { inlineCss } from './build/inline-css.ts';
import { preloadDefaultTexts } from './build/preload-texts.ts';
import { pwa } from './build/pwa.ts';
import { routePreloads } from './build/route-preloads.ts';
import { routeTable } from './build/route-table.ts';

const webDir = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  // The service worker is for the built app; unit tests run without it.
  plugins: [
    react(),
    tailwindcss(),
    routeTable(),
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The small pieces pages share (components, icons, query hooks) as one chunk rather
            // than a dozen of 1–2 KB each: on HTTP/1.1 a browser fetches six at a time.
            {
              name: 'ui',
              test: /\/src\/components\/|\/node_modules\/(lucide-react|@tanstack\/react-query)\//,
              minShareCount: 2,
            },
            // Likewise the data and helpers several pages read: the entities, small libraries,
            // and the contract's zod-free modules (a schema module here would bring zod along).
            {
              name: 'shared',
              test: /\/src\/(entities|lib)\/|\/packages\/contract\/src\/(constants|parts|score-scale|score-estimate|feedback|review-rules|mock-rules|dictionary-constants|chat-constants|migration-constants|vocabulary-constants|preferences-defaults|time-zone-name|client-error-kinds)\.ts$/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});
