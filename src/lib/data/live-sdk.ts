/**
 * The web SDK's side of the live reads (docs/decisions/0025-first-render-without-firestore.md):
 * loaded by `useLive` when its first listener starts (live-start.ts), which on a
 * server-rendered page is after hydration. It loads the page's bundle into
 * Firestore's cache first, so the listeners' first answers are the values the
 * page hydrated with, then builds each plain read's query or reference
 * (live-read.ts) and follows it.
 */
import {
  DocumentReference,
  collection,
  doc,
  getDocFromCache,
  limit,
  loadBundle,
  onSnapshot,
  orderBy,
  query,
  where,
  type Firestore,
  type FirestoreError,
  type Query,
  type QuerySnapshot,
  type SnapshotMetadata,
} from 'firebase/firestore';
import { db } from '../firebase';
import { ShapeError } from './converter';
import { isRead, type DocRead, type QueryRead, type Read } from './live-read';
import { CACHE_ONLY_GRACE_MS, takePageBundle } from './live-start';
import { converterOf } from './refs'; // (refs.ts also gives useLive the SDK's equality)
import { startSync } from './sync';
import { Unreachable } from './unreachable';

export type SdkSource<T> = Query<T> | DocumentReference<T>;

/** The page's bundle in Firestore's cache before any listener starts (a failure is logged: the listeners then read the server). */
const pageBundleLoaded: Promise<void> = (() => {
  const bundle = takePageBundle();
  if (!bundle) return Promise.resolve();
  return loadBundle(db, bundle).then(
    () => undefined,
    (error: unknown) => console.warn('The page data could not be loaded into the cache', error),
  );
})();

/** A plain read's web SDK query, as liveQuery described it (with its collection's converter). */
export function sdkQuery<T>(read: QueryRead<T>, firestore: Firestore = db): Query<T> {
  const { spec } = read;
  return query(
    collection(firestore, spec.path).withConverter(converterOf(read.collection)),
    ...spec.where.map(([field, op, value]) => where(field, op, value)),
    ...spec.orderBy.map(([field, direction]) => orderBy(field, direction)),
    ...(spec.limit === null ? [] : [limit(spec.limit)]),
  ) as Query<T>;
}

/** A plain read's web SDK reference (with its collection's converter). */
export function sdkDoc<T>(read: DocRead<T>, firestore: Firestore = db): DocumentReference<T> {
  return doc(firestore, read.path).withConverter(converterOf(read.collection)) as DocumentReference<T>;
}

export function sdkSource<T>(source: Read<T> | SdkSource<T>): SdkSource<T> {
  if (!isRead(source)) return source;
  return source.kind === 'doc' ? sdkDoc(source as DocRead<T>) : sdkQuery(source as QueryRead<T>);
}

/**
 * Holds back an empty answer that only the cache gave (see CACHE_ONLY_GRACE_MS):
 * `held(empty, metadata)` is true while such an answer must not be shown, and
 * `unreachable` is called once the grace period passes without the server.
 * Any other answer (not empty, or from the server) ends the wait.
 *
 * For one document, `known` ends it too: the cache can tell "this document is
 * missing" (the server said so when it was read before, e.g. the member's
 * registration in an event they have not joined) from "never read"
 * (`getDocFromCache` fails). The first is an answer, offline as online.
 */
function cacheOnlyGuard(unreachable: () => void, known?: { ref: DocumentReference<unknown>; missing: () => void }) {
  let unconfirmed: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const end = () => {
    clearTimeout(unconfirmed);
    unconfirmed = undefined;
  };
  return {
    held(empty: boolean, metadata: SnapshotMetadata): boolean {
      if (!empty || !metadata.fromCache) {
        end();
        return false;
      }
      if (unconfirmed !== undefined) return true;
      const waiting = (unconfirmed = setTimeout(unreachable, CACHE_ONLY_GRACE_MS));
      if (known) {
        getDocFromCache(known.ref).then(
          (cached) => {
            if (stopped || unconfirmed !== waiting || cached.exists()) return;
            end();
            known.missing();
          },
          () => {}, // never read: the grace period decides
        );
      }
      return true;
    },
    stop(): void {
      stopped = true;
      end();
    },
  };
}

/**
 * A query's reader: each answer's documents, a document that breaks its schema left out and logged. A
 * document that did not change since the last answer is the row read then, the same object: it is not
 * parsed again, and a list where one row changed keeps every other row as it was. (A listener answers
 * again with nothing changed when the server confirms the cache's documents: its metadata.)
 */
export function queryReader<T>(): (snapshot: QuerySnapshot<T>) => T[] {
  let read = new Map<string, T>();
  return (snapshot) => {
    const changed = new Set(snapshot.docChanges().map((change) => change.doc.ref.path));
    const next = new Map<string, T>();
    const rows: T[] = [];
    for (const doc of snapshot.docs) {
      const path = doc.ref.path;
      let row = changed.has(path) ? undefined : read.get(path);
      if (row === undefined) {
        try {
          row = doc.data();
        } catch (error) {
          if (!(error instanceof ShapeError)) throw error;
          console.warn(error.message);
          continue;
        }
      }
      next.set(path, row);
      rows.push(row);
    }
    read = next;
    return rows;
  };
}

export interface Follower<V> {
  /** An answer: a query's rows, a document or null (missing). */
  data(value: V): void;
  fail(error: FirestoreError | Error): void;
}

/** Starts once the page's bundle is in the cache; the returned function stops it (also before it started). */
function afterBundle(start: () => () => void): () => void {
  let stop: (() => void) | undefined;
  let ended = false;
  void pageBundleLoaded.then(() => {
    if (!ended) stop = start();
  });
  return () => {
    ended = true;
    stop?.();
  };
}

/**
 * Follows a read live (and, with `sync`, starts following the connection and
 * the writes waiting on the phone: sync.ts) (its metadata too: the server confirming an unchanged,
 * empty answer ends the cache-only wait). An empty answer from the cache alone
 * is held back and becomes Unreachable unless the server answers within the
 * grace period; a later answer from the server replaces the error with the data.
 */
export function follow<T>(source: Read<T> | SdkSource<T>, on: Follower<T[] | T | null>, { sync = true } = {}): () => void {
  if (sync) startSync();
  const current = sdkSource(source);
  return afterBundle(() => {
    const options = { includeMetadataChanges: true };
    if (current instanceof DocumentReference) {
      const guard = cacheOnlyGuard(() => on.fail(new Unreachable()), { ref: current, missing: () => on.data(null) });
      const stop = onSnapshot(
        current,
        options,
        (snapshot) => {
          if (guard.held(!snapshot.exists(), snapshot.metadata)) return;
          try {
            on.data(snapshot.exists() ? snapshot.data() : null);
          } catch (error) {
            on.fail(error as Error);
          }
        },
        on.fail,
      );
      return () => {
        guard.stop();
        stop();
      };
    }
    const guard = cacheOnlyGuard(() => on.fail(new Unreachable()));
    const readQuery = queryReader<T>();
    const stop = onSnapshot(
      current,
      options,
      (snapshot) => {
        const rows = readQuery(snapshot);
        if (guard.held(snapshot.empty, snapshot.metadata)) return;
        on.data(rows);
      },
      on.fail,
    );
    return () => {
      guard.stop();
      stop();
    };
  });
}
