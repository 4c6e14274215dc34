/**
 * Where `useLive` gets the web SDK from, without importing it
 * (docs/decisions/0025-first-render-without-firestore.md): `loadLiveSdk()`
 * imports live-sdk.ts (Firestore, its persistent cache, the page's bundle) the
 * first time a listener starts. On a server-rendered page that waits until the
 * page has hydrated (`afterAppStarted`, src/lib/started.ts: App's first effect, which React
 * runs after every other effect of the hydrating commit, the listeners' too):
 * the same start-up sequence, right after hydration, never on a timer or an
 * input. A page's bundle is handed over here before hydration
 * (`keepPageBundle`, main.tsx) and loaded into Firestore's cache before any
 * listener starts. Nothing here imports Firestore.
 */
import { afterAppStarted } from '../started';
import { firestoreCache } from './firestore-cache';
import type * as LiveSdk from './live-sdk';

/** What the live reads need of the SDK's side: `follow` (live-sdk.ts in this page, live-worker-client.ts in a worker). */
export type LiveReads = Pick<typeof LiveSdk, 'follow'>;

let bundle: string | null = null;
let loading: Promise<LiveReads> | undefined;
let hydrating = false;

/** The bundle a server-rendered page arrived with (before it hydrates), for Firestore's cache once Firestore loads. */
export function keepPageBundle(text: string | null): void {
  bundle = text;
  hydrating = text !== null;
}

/** The bundle kept for Firestore's cache (once: then it is forgotten). */
export function takePageBundle(): string | null {
  const text = bundle;
  bundle = null;
  return text;
}

let loaded: (sdk: LiveReads) => void = () => {};
const whenLoaded = new Promise<LiveReads>((resolve) => {
  loaded = resolve;
});

/**
 * The web SDK's side of the live reads (loaded once): in a worker on a visitor's rendered page, whose
 * Firestore keeps its cache in memory (decisions 0027 and 0028), in this page everywhere else.
 */
export function loadLiveSdk(): Promise<LiveReads> {
  return (loading ??= (hydrating ? afterAppStarted() : Promise.resolve())
    .then((): Promise<LiveReads> => (firestoreCache() === 'memory' ? import('./live-worker-client') : import('./live-sdk')))
    .then((sdk) => {
      loaded(sdk);
      return sdk;
    }));
}

/**
 * The web SDK once something else has loaded it (never loads it): for a read that a
 * server-rendered page arrived with and that need not bring Firestore on its own
 * (`useLive`'s `passive`, e.g. the site settings and a page's texts). On a page with
 * other live reads it follows along; on a page with none it never resolves, and the
 * page keeps the value it arrived with (docs/decisions/0026-start-up-in-small-steps.md).
 */
export function liveSdkOnceLoaded(): Promise<LiveReads> {
  return whenLoaded;
}

/**
 * Equality of two web SDK sources (queryEqual / refEqual), set by the modules
 * that make them (refs.ts, live-sdk.ts): a web SDK source only exists once
 * Firestore has been loaded.
 */
export const sdkEquality: { equal?: (a: unknown, b: unknown) => boolean } = {};
