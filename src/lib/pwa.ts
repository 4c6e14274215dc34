import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the Workbox service worker (app shell precached, images cached at
 * runtime) once the page has loaded, so neither workbox-window nor the
 * precache downloads compete with what the first page needs.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = () => registerSW({ immediate: true });
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
