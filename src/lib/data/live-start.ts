/**
 * Where `useLive` gets the web SDK from, without importing it
 * (docs/decisions/0025-first-render-without-firestore.md): `loadLiveSdk()`
 * imports live-sdk.ts (Firestore, its persistent cache, the page's bundle) the
 * first time a listener starts, which on a server-rendered page is once it has
 * hydrated. A page's bundle is handed over here before hydration
 * (`keepPageBundle`, main.tsx) and loaded into Firestore's cache before any
 * listener starts. Nothing here imports Firestore.
 */
import type * as LiveSdk from './live-sdk';

let bundle: string | null = null;
let loading: Promise<typeof LiveSdk> | undefined;

/** The bundle the page arrived with, for Firestore's cache once Firestore loads. */
export function keepPageBundle(text: string | null): void {
  bundle = text;
}

/** The bundle kept for Firestore's cache (once: then it is forgotten). */
export function takePageBundle(): string | null {
  const text = bundle;
  bundle = null;
  return text;
}

/** The web SDK's side of the live reads (loaded once). */
export function loadLiveSdk(): Promise<typeof LiveSdk> {
  return (loading ??= import('./live-sdk'));
}

/**
 * Equality of two web SDK sources (queryEqual / refEqual), set by the modules
 * that make them (refs.ts, live-sdk.ts): a web SDK source only exists once
 * Firestore has been loaded.
 */
export const sdkEquality: { equal?: (a: unknown, b: unknown) => boolean } = {};
