import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the Workbox service worker (app shell precached, images cached at
 * runtime). A new version activates on the next visit; nothing to do offline.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  registerSW({ immediate: true });
}
