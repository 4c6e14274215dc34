/**
 * Whether the app has started: hydrated a server-rendered page, or rendered the app's shell. App's first
 * effect says so (after every other effect of that commit), as does main.tsx when the start fails. What
 * waits for it: Firestore on a rendered page (data/live-start.ts) and the service worker (pwa.ts, decision
 * 0039), so that neither competes with the start.
 */
let started: () => void = () => {};
const whenStarted = new Promise<void>((resolve) => {
  started = resolve;
});

/** The app has started (or will not): what waits for it may go ahead. */
export function appStarted(): void {
  started();
}

/** Resolves once the app has started. */
export function afterAppStarted(): Promise<void> {
  return whenStarted;
}
