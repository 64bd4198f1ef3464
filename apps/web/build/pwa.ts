import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { drawAppIcon } from './app-icon.ts';

const ICONS = [
  { src: 'pwa-192.png', size: 192, purpose: 'any' },
  { src: 'pwa-512.png', size: 512, purpose: 'any' },
  { src: 'pwa-maskable-512.png', size: 512, purpose: 'maskable' },
] as const;

/** Writes the manifest's PNG icons into the build (drawn, not downloaded or committed). */
function appIcons(): Plugin {
  return {
    name: 'toeic-ace-app-icons',
    apply: 'build',
    generateBundle() {
      for (const icon of ICONS) {
        this.emitFile({
          type: 'asset',
          fileName: icon.src,
          source: drawAppIcon(icon.size, { maskable: icon.purpose === 'maskable' }),
        });
      }
    },
  };
}

/**
 * Installable and offline: a web app manifest and a Workbox service worker that precaches the
 * whole built app (shell, every lazy route, the bundled offline questions), so it opens and
 * offline practice works with no network. Page navigations fall back to the cached index.html;
 * nothing under /api is ever cached (the answers are per user and must be fresh). The page
 * registers the worker itself, after load (lib/service-worker.ts), so the entry chunk stays small.
 */
export function pwa(): Plugin[] {
  return [
    appIcons(),
    ...VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'TOEIC Ace',
        short_name: 'TOEIC Ace',
        description: 'TOEIC Ace — AI 驱动的 TOEIC 听力与阅读备考',
        lang: 'zh-CN',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#4f46e5',
        background_color: '#ffffff',
        icons: ICONS.map(({ src, size, purpose }) => ({
          src: `/${src}`,
          sizes: `${size}x${size}`,
          type: 'image/png',
          purpose,
        })),
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        cleanupOutdatedCaches: true,
        // The first visit's page is taken over at once, so it works offline without a reload.
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [],
      },
    }),
  ];
}
