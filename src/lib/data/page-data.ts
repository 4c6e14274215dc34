/**
 * The data a server-rendered page arrived with (docs/decisions/0013-pages-rendered-with-their-data.md).
 *
 * The render function (render/) renders a public page with its current data:
 * every `useLive` read asks the page's `PageData` for its first value. On the
 * server that read waits for the Admin SDK (React suspends until it has
 * answered); the answers go into a Firestore bundle sent with the page. In the
 * browser, main.tsx loads that bundle into Firestore's cache before hydrating
 * and reads each document back, so the first client render shows exactly what
 * the server rendered. `useLive`'s listener then carries on live from the cache.
 *
 * A read is known by `sourceKey`, computed the same way on both sides from the
 * web SDK's query (its collection, filters, order and limit).
 */
import { createContext } from 'react';
import { DocumentReference, type DocumentData, type DocumentSnapshot, type Query } from 'firebase/firestore';
import { ShapeError } from './converter';

export type Source<T = unknown> = Query<T> | DocumentReference<T>;

/** The first value of a read: a query's rows or a document (null: none). */
export interface Initial {
  value: unknown;
}

export interface PageData {
  /** The value the page was rendered with for this read; undefined when the page has none. May suspend (server). */
  read(source: Source): Initial | undefined;
}

export const PageDataContext = createContext<PageData | null>(null);

/** A stored document as the converters read it (a web snapshot, or the Admin SDK's data in the same dress). */
export interface StoredDoc {
  id: string;
  ref: { path: string };
  exists(): boolean;
  data(options?: unknown): DocumentData | undefined;
}

/** What the page sends beside the bundle: each read's key and the paths of its documents, in order. */
export interface PageManifest {
  /** Queries: key -> document paths in the order the server read them. */
  queries: Record<string, string[]>;
  /** Documents: key -> path (the document may be missing: then it is in `missing`). */
  docs: Record<string, string>;
  missing: string[];
}

/* ---- keys ---- */

interface ProtoValue {
  nullValue?: unknown;
  booleanValue?: boolean;
  integerValue?: string | number;
  doubleValue?: number;
  timestampValue?: string | { seconds: string | number; nanos?: number };
  stringValue?: string;
  referenceValue?: string;
  arrayValue?: { values?: ProtoValue[] };
  mapValue?: { fields?: Record<string, ProtoValue> };
}

interface InternalFieldPath {
  canonicalString(): string;
}
interface InternalFilter {
  field?: InternalFieldPath;
  op: string;
  value?: ProtoValue;
  filters?: InternalFilter[];
}
/** The web SDK's query description (`Query._query`): the same on the server (Node) and in the browser. */
export interface InternalQuery {
  path: { canonicalString(): string };
  collectionGroup: string | null;
  explicitOrderBy: { field: InternalFieldPath; dir: 'asc' | 'desc' }[];
  filters: InternalFilter[];
  limit: number | null;
  limitType: 'F' | 'L';
  startAt: unknown;
  endAt: unknown;
}

/** A value as plain JSON: null, boolean, number, string, { time: ms.nanos }, arrays, objects. */
export type PlainValue = null | boolean | number | string | { time: [number, number] } | PlainValue[] | { [key: string]: PlainValue };

/**
 * A filter's value, the same in Node and in the browser (the SDK encodes
 * timestamps and integers differently for each: proto3 JSON in the browser).
 */
export function plainValue(value: ProtoValue): PlainValue {
  if ('nullValue' in value) return null;
  if (value.booleanValue !== undefined) return value.booleanValue;
  if (value.integerValue !== undefined) return Number(value.integerValue);
  if (value.doubleValue !== undefined) return Number(value.doubleValue);
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.timestampValue !== undefined) {
    const t = value.timestampValue;
    if (typeof t === 'string') {
      const ms = Date.parse(t);
      const fraction = /\.(\d+)/.exec(t)?.[1] ?? '';
      return { time: [Math.floor(ms / 1000), Number(fraction.padEnd(9, '0').slice(0, 9))] };
    }
    return { time: [Number(t.seconds), t.nanos ?? 0] };
  }
  if (value.arrayValue !== undefined) return (value.arrayValue.values ?? []).map(plainValue);
  if (value.mapValue !== undefined) {
    return Object.fromEntries(Object.entries(value.mapValue.fields ?? {}).map(([k, v]) => [k, plainValue(v)]));
  }
  throw new Error(`A query filter with an unsupported value: ${JSON.stringify(value)}`);
}

/** A query's filters as plain data: [field, op, value] or { op: 'and' | 'or', filters }. */
export type PlainFilter = [string, string, PlainValue] | { op: string; filters: PlainFilter[] };

function plainFilter(filter: InternalFilter): PlainFilter {
  if (filter.filters) return { op: filter.op, filters: filter.filters.map(plainFilter) };
  if (!filter.field || !filter.value) throw new Error('A query filter without a field');
  return [filter.field.canonicalString(), filter.op, plainValue(filter.value)];
}

/** A query as plain data: what the server runs with the Admin SDK and what names it. */
export interface PlainQuery {
  path: string;
  collectionGroup: string | null;
  filters: PlainFilter[];
  orderBy: [string, 'asc' | 'desc'][];
  limit: number | null;
  limitToLast: boolean;
}

export function plainQuery(query: Query<unknown>): PlainQuery {
  const q = (query as unknown as { _query: InternalQuery })._query;
  if (q.startAt || q.endAt) throw new Error('Queries with cursors are not rendered on the server');
  return {
    path: q.path.canonicalString(),
    collectionGroup: q.collectionGroup,
    filters: q.filters.map(plainFilter),
    orderBy: q.explicitOrderBy.map((o) => [o.field.canonicalString(), o.dir]),
    limit: q.limit,
    limitToLast: q.limitType === 'L',
  };
}

/** The key of a read: `doc:<path>` for a document, `query:<plain query as JSON>` for a query. */
export function sourceKey(source: Source): string {
  if (source instanceof DocumentReference) return `doc:${source.path}`;
  return `query:${JSON.stringify(plainQuery(source))}`;
}

/* ---- values ---- */

/**
 * A read's value from its stored documents, through the source's own
 * converter, exactly as useLive's listener reads a snapshot: a query leaves out
 * (and logs) a document that breaks its schema; a missing document is null.
 */
export function valueOf(source: Source, docs: StoredDoc[] | StoredDoc | null): unknown {
  const converter = source.converter;
  const read = (doc: StoredDoc) => (converter ? converter.fromFirestore(doc as never, {}) : { ...doc.data(), id: doc.id });
  if (source instanceof DocumentReference) {
    const doc = docs as StoredDoc | null;
    return doc && doc.exists() ? read(doc) : null;
  }
  const rows: unknown[] = [];
  for (const doc of docs as StoredDoc[]) {
    try {
      rows.push(read(doc));
    } catch (error) {
      if (!(error instanceof ShapeError)) throw error;
      console.warn(error.message);
    }
  }
  return rows;
}

/* ---- the browser's side ---- */

/** The id of the page's data script: `{ ...PageManifest, bundle }` as JSON (written by the render function). */
export const PAGE_DATA_ID = 'page-data';

/** What the page data script holds. */
export interface PageDataScript extends PageManifest {
  /** The Firestore bundle of the page's reads. */
  bundle: string;
}

/**
 * The page data of a server-rendered page: loads its bundle into Firestore's
 * cache and reads every document back (from the cache only). Null when the
 * page came without data (app.html, a prerendered page, the dev server).
 */
export async function loadPageData(doc: Document = document): Promise<PageData | null> {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  const { bundle, ...manifest } = JSON.parse(text) as PageDataScript;
  const [{ loadBundle, getDocFromCache, doc: docAt }, { db }] = await Promise.all([import('firebase/firestore'), import('../firebase')]);
  await loadBundle(db, bundle);
  const paths = new Set([...Object.values(manifest.queries).flat(), ...Object.values(manifest.docs)]);
  for (const path of manifest.missing) paths.delete(path);
  const snapshots = new Map<string, DocumentSnapshot>();
  await Promise.all(
    [...paths].map(async (path) => {
      snapshots.set(path, await getDocFromCache(docAt(db, path)));
    }),
  );
  return pageDataOf(manifest, (path) => snapshots.get(path) ?? null);
}

/** Page data over a manifest and a way to find each of its documents. */
export function pageDataOf(manifest: PageManifest, find: (path: string) => StoredDoc | null): PageData {
  const missing = new Set(manifest.missing);
  const values = new Map<string, Initial>();
  return {
    read(source) {
      const key = sourceKey(source);
      const known = values.get(key);
      if (known) return known;
      let initial: Initial | undefined;
      if (source instanceof DocumentReference) {
        const path = manifest.docs[key];
        if (path === undefined) return undefined;
        initial = { value: valueOf(source, missing.has(path) ? null : find(path)) };
      } else {
        const paths = manifest.queries[key];
        if (paths === undefined) return undefined;
        const docs = paths.map(find);
        if (docs.some((d) => d === null)) return undefined;
        initial = { value: valueOf(source, docs as StoredDoc[]) };
      }
      values.set(key, initial);
      return initial;
    },
  };
}
