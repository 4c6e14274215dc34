import { useSyncExternalStore } from 'react';

/**
 * Whether this browser has a connection, as the browser reports it
 * (`navigator.onLine` and its online/offline events). The server may still be
 * unreachable while this says online; a call that cannot reach it fails with
 * the catalogue's network message (callFunction).
 */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** True while the browser has a connection; rendered on the server (and hydrated) as online. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
