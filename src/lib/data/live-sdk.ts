/**
 * The web SDK's side of the live reads in this page (docs/decisions/0025-first-render-without-firestore.md):
 * loaded by `useLive` when its first listener starts (live-start.ts), which on a server-rendered page is
 * after hydration. A member's pages and the app's screens follow their reads here; a visitor's rendered
 * page follows them in a worker instead (live-worker-client.ts, decision 0028). It loads the page's bundle
 * into Firestore's cache first, so the listeners' first answers are the values the page hydrated with, then
 * builds each plain read's query or reference (live-follow.ts) and follows it.
 */
import type { DocumentReference } from 'firebase/firestore';
import { loadBundle, type Firestore, type Query } from 'firebase/firestore';
import { db } from '../firebase';
import { after } from './after';
import { followSdk, sdkDoc as docOn, sdkQuery as queryOn, type Follower, type SdkSource } from './live-follow';
import { isRead, type DocRead, type QueryRead, type Read } from './live-read';
import { takePageBundle } from './live-start';
import { startSync } from './sync';

export type { Follower, SdkSource } from './live-follow';

/** The page's bundle in Firestore's cache before any listener starts (a failure is logged: the listeners then read the server). */
const pageBundleLoaded: Promise<void> = (() => {
  const bundle = takePageBundle();
  if (!bundle) return Promise.resolve();
  return loadBundle(db, bundle).then(
    () => undefined,
    (error: unknown) => console.warn('The page data could not be loaded into the cache', error),
  );
})();

/** A plain read's web SDK query (this page's Firestore unless another is given). */
export const sdkQuery = <T>(read: QueryRead<T>, firestore: Firestore = db): Query<T> => queryOn(read, firestore);

/** A plain read's web SDK reference (this page's Firestore unless another is given). */
export const sdkDoc = <T>(read: DocRead<T>, firestore: Firestore = db): DocumentReference<T> => docOn(read, firestore);

export function sdkSource<T>(source: Read<T> | SdkSource<T>): SdkSource<T> {
  if (!isRead(source)) return source;
  return source.kind === 'doc' ? sdkDoc(source as DocRead<T>) : sdkQuery(source as QueryRead<T>);
}

/**
 * Follows a read live (live-follow.ts `followSdk`) once the page's bundle is in the cache, and, with
 * `sync`, starts following the connection and the writes waiting on the phone (sync.ts).
 */
export function follow<T>(source: Read<T> | SdkSource<T>, on: Follower<T[] | T | null>, { sync = true } = {}): () => void {
  if (sync) startSync();
  const current = sdkSource(source);
  return after(pageBundleLoaded, () => followSdk(current, on));
}
