import { useSyncExternalStore } from 'react';

/**
 * Whether a new version of the app waits, and how to take it (issue 21 part 4).
 * The service worker's registration (src/lib/pwa.ts, loaded by the browser's
 * entry only) reports here; the frame's UpdatePrompt reads it.
 */
let updateReady = false;
let take: (() => void) | undefined;
const listeners = new Set<() => void>();

/** Called by src/lib/pwa.ts when a new version has installed and waits (or took control from another tab). */
export function setUpdateReady(apply: () => void): void {
  take = apply;
  if (updateReady) return;
  updateReady = true;
  for (const listener of listeners) listener();
}

/** Takes the waiting version: it takes control and this page loads again. */
export function applyUpdate(): void {
  take?.();
}

/** True once a new version waits. */
export function useUpdateReady(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => updateReady,
    () => false,
  );
}
