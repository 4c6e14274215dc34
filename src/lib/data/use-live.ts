/**
 * The one way a screen reads Firestore: `useLive(queryOrRef)` follows it live
 * (served from the persistent cache first, so pages seen before open offline)
 * and restarts only when the query really changes (queryEqual / refEqual), so
 * a feature never keeps subscription keys or lifetimes by hand.
 *
 *   const live = useLive(publishedArticles(5));   // Live<Article[]>
 *   const one = useLive(articleRef(id));           // Live<Article | null>
 */
import {
  DocumentReference,
  getDocFromCache,
  onSnapshot,
  queryEqual,
  refEqual,
  type FirestoreError,
  type Query,
  type SnapshotMetadata,
} from 'firebase/firestore';
import { startTransition, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { errorCode } from '../errors';
import { ShapeError } from './converter';
import { PageDataContext } from './page-data';
import { startSync } from './sync';

export interface Live<T> {
  /** The latest value; undefined until the first snapshot (and after an error). */
  data: T | undefined;
  /** True until the first snapshot or error of the current query. */
  loading: boolean;
  /** The read's failure (permission-denied, unavailable, a document that breaks its schema...). */
  error: unknown;
  /** Subscribes again after an error. */
  retry: () => void;
}

export interface LiveOptions<T = unknown> {
  /**
   * Read a refused document as missing (null) instead of an error: the rules
   * refuse visitors drafts and missing ids alike (e.g. an unpublished article).
   */
  deniedAsMissing?: boolean;
  /**
   * The order of a query's rows, applied here rather than by Firestore: an
   * `orderBy` leaves out every document that lacks the field, and the data
   * contract lets a document lack an optional one (displayOrder). Pass a
   * function defined once (module level), not a new one per render.
   */
  order?: (a: T, b: T) => number;
}

type Source<T> = Query<T> | DocumentReference<T>;

/** A list read as a component hands it to the kit (RecordPanel), without importing the SDK. */
export type LiveQuery<T> = Query<T>;

/**
 * How long an answer that only the cache could give, and that is empty (no
 * documents, or no such document), waits for the server before it counts as a
 * failed read. Firestore raises such an answer when it cannot reach the server
 * and has nothing cached for the read: that is not "nothing there". Pages seen
 * before still open offline, from their cached documents.
 */
const CACHE_ONLY_GRACE_MS = 4000;

/** The server could not be reached and the cache has nothing for this read ('unavailable' in the error catalogue). */
export class Unreachable extends Error {
  readonly code = 'unavailable';
  constructor() {
    super('Firestore could not be reached and nothing is cached for this read');
    this.name = 'Unreachable';
  }
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

function sameSource<T>(a: Source<T> | null, b: Source<T> | null): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  if (a instanceof DocumentReference) return b instanceof DocumentReference && refEqual(a, b);
  return !(b instanceof DocumentReference) && queryEqual(a, b);
}

/** A query's documents; a document that breaks its schema is left out and logged. */
function readQuery<T>(snapshot: { docs: { data(): T }[] }): T[] {
  const rows: T[] = [];
  for (const doc of snapshot.docs) {
    try {
      rows.push(doc.data());
    } catch (error) {
      if (!(error instanceof ShapeError)) throw error;
      console.warn(error.message);
    }
  }
  return rows;
}

interface State<T> {
  source: Source<T> | null;
  attempt: number;
  data: T[] | T | null | undefined;
  loading: boolean;
  error: unknown;
}

export function useLive<T>(source: Query<T>, options?: LiveOptions<T>): Live<T[]>;
export function useLive<T>(source: DocumentReference<T>, options?: LiveOptions<T>): Live<T | null>;
/** null: nothing to read yet (e.g. waiting for the signed-in user); stays loading. */
export function useLive<T>(source: Query<T> | null, options?: LiveOptions<T>): Live<T[]>;
export function useLive<T>(source: DocumentReference<T> | null, options?: LiveOptions<T>): Live<T | null>;
export function useLive<T>(source: Source<T> | null, options: LiveOptions<T> = {}): Live<T[] | T | null> {
  // Keep the first of equal queries, so the effect below restarts only on a real change.
  const [current, setCurrent] = useState<Source<T> | null>(source);
  if (!sameSource(current, source)) setCurrent(source);
  const [attempt, setAttempt] = useState(0);
  // A server-rendered page's first value (src/lib/data/page-data.ts): the server waits for
  // it, the browser hydrates with it, and the listener below carries on from there.
  const pageData = useContext(PageDataContext);
  const [state, setState] = useState<State<T>>(() => {
    const initial = source && pageData ? pageData.read(source) : undefined;
    return initial
      ? { source, attempt: 0, data: initial.value as T[] | T | null, loading: false, error: undefined }
      : { source: null, attempt: -1, data: undefined, loading: true, error: undefined };
  });
  const { deniedAsMissing = false } = options;

  useEffect(() => {
    if (!current) return;
    startSync();
    // Arriving data re-renders as a transition: React renders a long list in
    // small slices instead of one long task (docs/decisions/0012-fast-first-visit.md).
    const settle = (patch: Pick<State<T>, 'data' | 'error'>) =>
      startTransition(() => setState({ source: current, attempt, loading: false, ...patch }));
    const fail = (error: FirestoreError | Error) => {
      if (deniedAsMissing && errorCode(error) === 'permission-denied') return settle({ data: null, error: undefined });
      console.error(error);
      settle({ data: undefined, error });
    };
    // An empty answer from the cache alone is held back (still loading) and
    // becomes Unreachable unless the server answers within the grace period;
    // a later answer from the server replaces the error with the data.
    const guard = cacheOnlyGuard(
      () => fail(new Unreachable()),
      current instanceof DocumentReference ? { ref: current, missing: () => settle({ data: null, error: undefined }) } : undefined,
    );
    const cacheOnlyEmpty = guard.held;
    // Metadata changes too: the server confirming an unchanged (empty) answer ends the wait.
    const options = { includeMetadataChanges: true };
    const stop =
      current instanceof DocumentReference
        ? onSnapshot(
            current,
            options,
            (snapshot) => {
              if (cacheOnlyEmpty(!snapshot.exists(), snapshot.metadata)) return;
              try {
                settle({ data: snapshot.exists() ? snapshot.data() : null, error: undefined });
              } catch (error) {
                fail(error as Error);
              }
            },
            fail,
          )
        : onSnapshot(
            current,
            options,
            (snapshot) => {
              if (cacheOnlyEmpty(snapshot.empty, snapshot.metadata)) return;
              settle({ data: readQuery(snapshot), error: undefined });
            },
            fail,
          );
    return () => {
      guard.stop();
      stop();
    };
  }, [current, attempt, deniedAsMissing]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const { order } = options;
  const data = useMemo(() => (order && Array.isArray(state.data) ? [...(state.data as T[])].sort(order) : state.data), [state.data, order]);
  const fresh = state.source === current && state.attempt === attempt && current !== null;
  return fresh ? { data, loading: state.loading, error: state.error, retry } : { data: undefined, loading: true, error: undefined, retry };
}

/**
 * Several documents followed live at once (e.g. the member's registration in
 * each upcoming event, which live in per-event subcollections): one entry per
 * ref, null where a document does not exist. Restarts only when the paths change.
 * Loading until every document has answered. A missing document that only the
 * cache reported is "null" when the cache knows it is missing (the server said
 * so before); when the cache never saw it (Firestore out of reach, nothing
 * cached), it is, as in useLive, an `Unreachable` error after the grace period:
 * a member's registration never read is unknown offline, never "not
 * registered". A later answer from the server replaces that error with the data.
 */
export function useLiveDocs<T>(refs: readonly DocumentReference<T>[] | null): Live<(T | null)[]> {
  const key = refs === null ? null : refs.map((r) => r.path).join('|');
  const [current, setCurrent] = useState<{ key: string | null; refs: readonly DocumentReference<T>[] | null }>({ key, refs });
  if (current.key !== key) setCurrent({ key, refs });
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string | null; attempt: number; data: (T | null)[] | undefined; error: unknown }>({
    key: null,
    attempt: -1,
    data: undefined,
    error: undefined,
  });

  useEffect(() => {
    const list = current.refs;
    if (!list) return;
    const values: (T | null | undefined)[] = list.map(() => undefined);
    const errors: unknown[] = list.map(() => undefined);
    const show = () => {
      const error = errors.find((e) => e !== undefined);
      if (error !== undefined) {
        setState({ key: current.key, attempt, data: undefined, error });
        return;
      }
      if (values.some((v) => v === undefined)) return;
      setState({ key: current.key, attempt, data: values as (T | null)[], error: undefined });
    };
    const fail = (i: number, error: unknown) => {
      console.error(error);
      errors[i] = error;
      show();
    };
    const answer = (i: number, value: T | null) => {
      values[i] = value;
      errors[i] = undefined;
      show();
    };
    const guards = list.map((ref, i) => cacheOnlyGuard(() => fail(i, new Unreachable()), { ref, missing: () => answer(i, null) }));
    // Metadata changes too: the server confirming that a document is missing ends the wait.
    const options = { includeMetadataChanges: true };
    const stops = list.map((ref, i) =>
      onSnapshot(
        ref,
        options,
        (snapshot) => {
          if (guards[i]!.held(!snapshot.exists(), snapshot.metadata)) return;
          try {
            answer(i, snapshot.exists() ? snapshot.data() : null);
          } catch (error) {
            fail(i, error);
          }
        },
        (error) => fail(i, error),
      ),
    );
    return () => {
      guards.forEach((guard) => guard.stop());
      stops.forEach((stop) => stop());
    };
  }, [current, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (current.refs?.length === 0) return { data: [], loading: false, error: undefined, retry };
  const fresh = state.key === current.key && state.attempt === attempt && current.refs !== null;
  return fresh
    ? { data: state.data, loading: false, error: state.error, retry }
    : { data: undefined, loading: true, error: undefined, retry };
}

/**
 * Two live reads as one: loading until both have answered, the first error,
 * and one retry that retries both.
 */
export function joinLive<A, B, T>(a: Live<A>, b: Live<B>, combine: (a: A, b: B) => T): Live<T> {
  const retry = () => {
    a.retry();
    b.retry();
  };
  if (a.error !== undefined || b.error !== undefined) return { data: undefined, loading: false, error: a.error ?? b.error, retry };
  if (a.loading || b.loading || a.data === undefined || b.data === undefined)
    return { data: undefined, loading: true, error: undefined, retry };
  return { data: combine(a.data, b.data), loading: false, error: undefined, retry };
}

/**
 * Rows by their `displayOrder` (sponsors, slides), for `useLive`'s `order`; one
 * that lacks it reads as 0 (the data contract). Kept here, beside the reader
 * that uses it, so the pages that order rows load no chunk of their own for it.
 */
export const byDisplayOrder = (a: { displayOrder: number }, b: { displayOrder: number }): number => a.displayOrder - b.displayOrder;

/** A new record's display order: after the last of `records`, and at least `first` (the first of an empty list). */
export const nextDisplayOrder = (records: readonly { displayOrder: number }[], first: number): number =>
  Math.max(first, ...records.map((r) => r.displayOrder + 1));
