/**
 * The one way a screen reads Firestore: `useLive(queryOrRef)` follows it live
 * (served from the persistent cache first, so pages seen before open offline)
 * and restarts only when the query really changes (queryEqual / refEqual), so
 * a feature never keeps subscription keys or lifetimes by hand.
 *
 *   const live = useLive(publishedArticles(5));   // Live<Article[]>
 *   const one = useLive(articleRef(id));           // Live<Article | null>
 */
import { dequal } from 'dequal';
import type { DocumentReference, FirestoreError, Query } from 'firebase/firestore';
import { startTransition, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { after } from './after';
import { errorCode } from '../errors';
import { isRead, sameRead, type DocRead, type QueryRead, type Read } from './live-read';
import { liveSdkOnceLoaded, loadLiveSdk, sdkEquality } from './live-start';
import { PageDataContext } from './page-data';

export { Unreachable } from './unreachable';

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
  /**
   * A value the server-rendered page arrived with is followed live only when the page
   * loads Firestore anyway (another live read, or the app's shell): this read never
   * brings Firestore to a page on its own. For texts an admin rarely edits (the site
   * settings, a page's copy): a page with nothing else live then loads no Firestore at
   * all (docs/decisions/0026-start-up-in-small-steps.md). A read that did not arrive with the
   * page (a screen reached inside the app) loads Firestore as any other.
   */
  passive?: boolean;
}

/** What useLive follows: a plain read (live-read.ts: what pages read, no SDK needed to render) or a web SDK query or reference. */
export type Source<T> = Read<T> | Query<T> | DocumentReference<T>;

/** A list read as a component hands it to the kit (RecordPanel), without importing the SDK. */
export type LiveQuery<T> = QueryRead<T> | Query<T>;

/** The same read: plain reads by their key, web SDK ones by queryEqual / refEqual. */
export function sameSource<T>(a: Source<T> | null, b: Source<T> | null): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  if (isRead(a) || isRead(b)) return isRead(a) && isRead(b) && sameRead(a, b);
  return sdkEquality.equal ? sdkEquality.equal(a, b) : false;
}

interface State<T> {
  source: Source<T> | null;
  attempt: number;
  data: T[] | T | null | undefined;
  loading: boolean;
  error: unknown;
}

/**
 * The state after an answer: the one shown (the same object) when the answer says what it already shows,
 * so that React renders nothing again. A listener answers several times with the same rows: from the cache
 * (a server-rendered page's bundle), then when the server confirms them (the metadata), and each answer's
 * rows are new objects. Without this, a page that hydrated from the rows it arrived with rendered its whole
 * list twice more, each time computing every row's styles, while the visitor's first tap waited.
 */
export function settled<S extends { data: unknown; error: unknown }>(shown: S, next: S): S {
  const same =
    shown.error === undefined &&
    next.error === undefined &&
    (Object.keys(next) as (keyof S)[]).every((key) => key === 'data' || Object.is(shown[key], next[key])) &&
    dequal(shown.data, next.data);
  return same ? shown : next;
}

export function useLive<T>(source: QueryRead<T> | Query<T>, options?: LiveOptions<T>): Live<T[]>;
export function useLive<T>(source: DocRead<T> | DocumentReference<T>, options?: LiveOptions<T>): Live<T | null>;
/** null: nothing to read yet (e.g. waiting for the signed-in user); stays loading. */
export function useLive<T>(source: QueryRead<T> | Query<T> | null, options?: LiveOptions<T>): Live<T[]>;
export function useLive<T>(source: DocRead<T> | DocumentReference<T> | null, options?: LiveOptions<T>): Live<T | null>;
export function useLive<T>(source: Source<T> | null, options: LiveOptions<T> = {}): Live<T[] | T | null> {
  // Keep the first of equal queries, so the effect below restarts only on a real change.
  const [current, setCurrent] = useState<Source<T> | null>(source);
  if (!sameSource(current, source)) setCurrent(source);
  const [attempt, setAttempt] = useState(0);
  // A server-rendered page's first value (src/lib/data/page-data.ts): the server waits for
  // it, the browser hydrates with it, and the listener below carries on from there.
  const pageData = useContext(PageDataContext);
  const [arrived] = useState(() => (source && pageData ? pageData.read(source) : undefined));
  const [state, setState] = useState<State<T>>(() =>
    arrived
      ? { source, attempt: 0, data: arrived.value as T[] | T | null, loading: false, error: undefined }
      : { source: null, attempt: -1, data: undefined, loading: true, error: undefined },
  );
  // The source the page arrived with (useState keeps the first of equal sources: `current` stays this one).
  const [arrivedSource] = useState(() => (arrived ? source : null));
  const { deniedAsMissing = false, passive = false } = options;

  useEffect(() => {
    if (!current) return;
    // Arriving data re-renders as a transition: React renders a long list in
    // small slices instead of one long task (docs/decisions/0012-fast-first-visit.md).
    const settle = (patch: Pick<State<T>, 'data' | 'error'>) =>
      startTransition(() => setState((shown) => settled(shown, { source: current, attempt, loading: false, ...patch })));
    const fail = (error: FirestoreError | Error) => {
      if (deniedAsMissing && errorCode(error) === 'permission-denied') return settle({ data: null, error: undefined });
      console.error(error);
      settle({ data: undefined, error });
    };
    // Firestore loads with the first listener: on a server-rendered page, once it has
    // hydrated from the values it arrived with (docs/decisions/0025-first-render-without-firestore.md).
    const waitOnly = passive && attempt === 0 && current === arrivedSource;
    return after(
      waitOnly ? liveSdkOnceLoaded() : loadLiveSdk(),
      ({ follow }) => follow(current, { data: (data) => settle({ data: data as T[] | T | null, error: undefined }), fail }),
      (error) => fail(error instanceof Error ? error : new Error(String(error))),
    );
  }, [current, attempt, deniedAsMissing, passive, arrivedSource]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const { order } = options;
  const data = useMemo(() => (order && Array.isArray(state.data) ? [...(state.data as T[])].sort(order) : state.data), [state.data, order]);
  const fresh = state.source === current && state.attempt === attempt && current !== null;
  return fresh ? { data, loading: state.loading, error: state.error, retry } : { data: undefined, loading: true, error: undefined, retry };
}

/** The answer for no documents: one constant, so that what is computed from it is not computed again at each render. */
const NO_DOCS: never[] = [];

/**
 * Several documents followed live at once (e.g. the member's registration in
 * each upcoming event, which live in per-event subcollections): one entry per
 * ref, null where a document does not exist. Restarts only when the paths change.
 * Loading until every document has answered, and never an answer for other
 * paths than this render's. A missing document that only the cache reported
 * is "null" when the cache knows it is missing (the server said
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
      // A copy: `values` changes in place, and an answer that says what is shown renders nothing again.
      setState((shown) => settled(shown, { key: current.key, attempt, data: [...values] as (T | null)[], error: undefined }));
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
    return after(
      loadLiveSdk(),
      ({ follow }) => {
        const stops = list.map((ref, i) =>
          follow(ref, { data: (value) => answer(i, value as T | null), fail: (error) => fail(i, error) }, { sync: false }),
        );
        return () => stops.forEach((stop) => stop());
      },
      (error) => list.forEach((_, i) => fail(i, error)),
    );
  }, [current, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (refs?.length === 0) return { data: NO_DOCS, loading: false, error: undefined, retry };
  // Answers for the paths asked for in this render: never a list of other paths, even for the render that switches.
  const fresh = state.key === key && state.attempt === attempt && refs !== null;
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
