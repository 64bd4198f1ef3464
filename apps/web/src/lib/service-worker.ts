import { whenIdle } from './idle';

/**
 * Registers the service worker from a chunk of its own at the first quiet moment after the page
 * has loaded, so neither the first paint nor the entry chunk pays for it, and its precache does
 * not compete with the page's own start-up. Only in the built app: the dev server has no worker
 * to register.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    whenIdle(() => {
      import('virtual:pwa-register')
        .then(({ registerSW }) => registerSW({ immediate: true }))
        .catch((error: unknown) => console.warn('service worker registration failed', error));
    });
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
