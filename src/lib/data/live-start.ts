/**
 * Where `useLive` gets the web SDK from, without importing it
 * (docs/decisions/0025-first-render-without-firestore.md): `loadLiveSdk()`
 * imports live-sdk.ts (Firestore, its persistent cache, the page's bundle) the
 * first time a listener starts. On a server-rendered page that waits until the
 * page has hydrated (`pageHydrated`, called by App's first effect, which React
 * runs after every other effect of the hydrating commit, the listeners' too):
 * the same start-up sequence, right after hydration, never on a timer or an
 * input. A page's bundle is handed over here before hydration
 * (`keepPageBundle`, main.tsx) and loaded into Firestore's cache before any
 * listener starts. Nothing here imports Firestore.
 */
import type * as LiveSdk from './live-sdk';

let bundle: string | null = null;
let loading: Promise<typeof LiveSdk> | undefined;
let hydrating = false;
let hydrated: () => void = () => {};
const whenHydrated = new Promise<void>((resolve) => {
  hydrated = resolve;
});

/** The bundle a server-rendered page arrived with (before it hydrates), for Firestore's cache once Firestore loads. */
export function keepPageBundle(text: string | null): void {
  bundle = text;
  hydrating = text !== null;
}

/** The page has hydrated (or rendered): Firestore may load. */
export function pageHydrated(): void {
  hydrated();
}

/** The bundle kept for Firestore's cache (once: then it is forgotten). */
export function takePageBundle(): string | null {
  const text = bundle;
  bundle = null;
  return text;
}

/** The web SDK's side of the live reads (loaded once). */
export function loadLiveSdk(): Promise<typeof LiveSdk> {
  return (loading ??= (hydrating ? whenHydrated : Promise.resolve()).then(() => import('./live-sdk')));
}

/**
 * Equality of two web SDK sources (queryEqual / refEqual), set by the modules
 * that make them (refs.ts, live-sdk.ts): a web SDK source only exists once
 * Firestore has been loaded.
 */
export const sdkEquality: { equal?: (a: unknown, b: unknown) => boolean } = {};
