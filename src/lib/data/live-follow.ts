/**
 * Following a plain read live with the web SDK, on a Firestore instance given to it: the one way the
 * page's own Firestore (live-sdk.ts: a member's, and the app's screens) and a visitor's Firestore in a
 * worker (live-worker.ts, docs/decisions/0028-a-visitors-firestore-in-a-worker.md) build a read's query,
 * read its answers and tell an empty answer from the cache alone from "nothing there".
 */
import {
  Bytes,
  DocumentReference,
  GeoPoint,
  Timestamp,
  collection,
  doc,
  getDocFromCache,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type Firestore,
  type FirestoreDataConverter,
  type FirestoreError,
  type Query,
  type QuerySnapshot,
  type SnapshotMetadata,
} from 'firebase/firestore';
import { collections, type CollectionName } from '../schemas/collections';
import { ShapeError, schemaConverter } from './converter';
import type { DocRead, QueryRead, Row } from './live-read';
import { CACHE_ONLY_GRACE_MS, Unreachable } from './unreachable';

export type SdkSource<T> = Query<T> | DocumentReference<T>;

const converters = new Map<CollectionName, FirestoreDataConverter<unknown>>();

/** One converter object per collection: queries on the same collection compare equal (queryEqual). */
export function converterOf<K extends CollectionName>(name: K): FirestoreDataConverter<Row<K>> {
  let converter = converters.get(name);
  if (!converter) {
    converter = schemaConverter(collections[name].read) as FirestoreDataConverter<unknown>;
    converters.set(name, converter);
  }
  return converter as FirestoreDataConverter<Row<K>>;
}

/** What building a read needs: its collection, and its query description or document path (no parser: it crosses to a worker). */
export type QueryPlan = Pick<QueryRead<unknown>, 'kind' | 'collection' | 'spec'>;
export type DocPlan = Pick<DocRead<unknown>, 'kind' | 'collection' | 'path'>;

/** A plain read's web SDK query, as liveQuery described it (with its collection's converter). */
export function sdkQuery<T>(read: QueryRead<T> | QueryPlan, firestore: Firestore): Query<T> {
  const { spec } = read;
  return query(
    collection(firestore, spec.path).withConverter(converterOf(read.collection)),
    ...spec.where.map(([field, op, value]) => where(field, op, value)),
    ...spec.orderBy.map(([field, direction]) => orderBy(field, direction)),
    ...(spec.limit === null ? [] : [limit(spec.limit)]),
  ) as Query<T>;
}

/** A plain read's web SDK reference (with its collection's converter). */
export function sdkDoc<T>(read: DocRead<T> | DocPlan, firestore: Firestore): DocumentReference<T> {
  return doc(firestore, read.path).withConverter(converterOf(read.collection)) as DocumentReference<T>;
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

/**
 * Follows a web SDK query or reference live, with its metadata (the server confirming an unchanged,
 * empty answer ends the cache-only wait). An empty answer from the cache alone is held back and becomes
 * Unreachable unless the server answers within the grace period; a later answer from the server replaces
 * the error with the data. Returns the function that stops it.
 */
export function followSdk<T>(current: SdkSource<T>, on: Follower<T[] | T | null>): () => void {
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
}

/**
 * Whether Firestore is in touch with the server: a document followed with its metadata (`fromCache` is
 * true while the listen stream is not). Any readable document will do; this one is public and small, and
 * the site reads it anyway. Never stopped: the page watches its connection as long as it lives.
 */
export function followServer(firestore: Firestore, answer: (fromCache: boolean) => void, fail: () => void): void {
  onSnapshot(
    doc(firestore, 'pageContent', 'site_settings'),
    { includeMetadataChanges: true },
    (snapshot) => answer(snapshot.metadata.fromCache),
    fail,
  );
}

/**
 * A value that can cross to the page (a structured clone: no class instance keeps its methods, and the
 * SDK's references hold the whole Firestore). A field the schemas do not know keeps what the SDK gave it,
 * written as the page's own data writes it (bundle-docs.ts): a reference as `{ path, id }`, a geo point
 * as `{ latitude, longitude }`, bytes as a Uint8Array.
 */
export function cloneable(value: unknown): unknown {
  if (typeof value === 'function') return undefined;
  if (value === null || typeof value !== 'object' || value instanceof Date || value instanceof Uint8Array) return value;
  if (Array.isArray(value)) return value.map(cloneable);
  if (value instanceof DocumentReference) return { path: value.path, id: value.id };
  if (value instanceof GeoPoint) return { latitude: value.latitude, longitude: value.longitude };
  if (value instanceof Bytes) return value.toUint8Array();
  if (value instanceof Timestamp) return value.toDate();
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) copy[key] = cloneable(field);
  return copy;
}

/**
 * A query's answers as they cross from a worker to the page (live-worker.ts): each answer's rows in order,
 * each with its id, and with the row itself only when it is not the object sent in the last answer (the
 * reader above keeps a row that did not change as the same object). The page's `rowsReceiver`
 * (live-worker-client.ts) puts the list together again.
 */
export function rowsSender(): (rows: readonly unknown[]) => [id: string, row?: unknown][] {
  let sent = new Map<string, unknown>();
  return (rows) => {
    const next = new Map<string, unknown>();
    const message = rows.map((row): [string, unknown?] => {
      const id = (row as { id: string }).id;
      next.set(id, row);
      return sent.get(id) === row ? [id] : [id, cloneable(row)];
    });
    sent = next;
    return message;
  };
}
