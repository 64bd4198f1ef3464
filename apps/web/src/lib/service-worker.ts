/**
 * Registers the service worker once the page has loaded, from a chunk of its own, so neither
 * the first paint nor the entry chunk pays for it. Only in the built app: the dev server has
 * no worker to register.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    import('virtual:pwa-register')
      .then(({ registerSW }) => registerSW({ immediate: true }))
      .catch((error: unknown) => console.warn('service worker registration failed', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
