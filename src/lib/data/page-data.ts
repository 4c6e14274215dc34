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
 * query's description as plain data (its collection, filters, order and limit:
 * read-spec.ts), never from the SDK's insides.
 */
import { createContext } from 'react';
import { DocumentReference, type DocumentData, type DocumentSnapshot, type Query } from 'firebase/firestore';
import { ShapeError } from './converter';
import { specOf } from './live-query';
import { docKey, querySpecKey, type QuerySpec } from './read-spec';

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

/**
 * A query's description as plain data (read-spec.ts): what the server runs with
 * the Admin SDK and what names the read. A page's queries are built with
 * liveQuery, which keeps it; any other query cannot be rendered on the server.
 */
export function sourceSpec(query: Query<unknown>): QuerySpec {
  const spec = specOf(query);
  if (!spec) throw new Error('A page read its data with a query not built by liveQuery (src/lib/data/live-query.ts)');
  return spec;
}

/** The key of a read: `doc:<path>` for a document, `query:<its description as JSON>` for a query. */
export function sourceKey(source: Source): string {
  if (source instanceof DocumentReference) return docKey(source.path);
  return querySpecKey(sourceSpec(source));
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
