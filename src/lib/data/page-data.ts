/**
 * The data a server-rendered page arrived with (docs/decisions/0013-pages-rendered-with-their-data.md,
 * 0025-first-render-without-firestore.md).
 *
 * The render function (render/) renders a public page with its current data:
 * every `useLive` read asks the page's `PageData` for its first value. On the
 * server that read waits for the Admin SDK (React suspends until it has
 * answered); the answers go into a Firestore bundle sent with the page, with a
 * manifest of each read's documents. In the browser, main.tsx reads the
 * documents out of the bundle as plain data (bundle-docs.ts) before hydrating,
 * without Firestore, so the first client render shows exactly what the server
 * rendered. Once hydrated, `useLive` loads Firestore, which loads the same
 * bundle into its cache before its listeners start (live-sdk.ts): they carry
 * on from the same values.
 *
 * A read is known by its key, computed the same way on both sides from its
 * plain description (live-read.ts, read-spec.ts), never from an SDK's insides.
 * Nothing here imports Firestore.
 */
import { createContext } from 'react';
import { bundleDocs } from './bundle-docs';
import { ShapeError } from './converter';
import { isRead, type Read, type StoredDoc } from './live-read';

export type { StoredDoc } from './live-read';

/** The first value of a read: a query's rows or a document (null: none). */
export interface Initial {
  value: unknown;
}

export interface PageData {
  /**
   * The value the page was rendered with for this read; undefined when the page has none
   * (or the source is a web SDK query, which a page never reads with). May suspend (server).
   */
  read(source: unknown): Initial | undefined;
}

export const PageDataContext = createContext<PageData | null>(null);

/** What the page sends beside the bundle: each read's key and the paths of its documents, in order. */
export interface PageManifest {
  /** Queries: key -> document paths in the order the server read them. */
  queries: Record<string, string[]>;
  /** Documents: key -> path (the document may be missing: then it is in `missing`). */
  docs: Record<string, string>;
  missing: string[];
}

/**
 * A read's value from its stored documents, through its collection's schema,
 * exactly as useLive's listener reads a snapshot: a query leaves out (and logs)
 * a document that breaks its schema; a missing document is null.
 */
export function valueOf(source: Read<unknown>, docs: StoredDoc[] | StoredDoc | null): unknown {
  if (source.kind === 'doc') {
    const doc = docs as StoredDoc | null;
    return doc && doc.exists() ? source.parse(doc) : null;
  }
  const rows: unknown[] = [];
  for (const doc of docs as StoredDoc[]) {
    try {
      rows.push(source.parse(doc));
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

/** A server-rendered page's data, read without Firestore, and its bundle (for Firestore's cache, after hydration). */
export interface ArrivedData {
  data: PageData;
  bundle: string;
}

/**
 * The page data of a server-rendered page, read out of its bundle as plain data
 * (no SDK). Null when the page came without data (app.html, the dev server).
 */
export function pageDataOfPage(doc: Document = document): ArrivedData | null {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  const { bundle, ...manifest } = JSON.parse(text) as PageDataScript;
  const docs = bundleDocs(bundle);
  return { data: pageDataOf(manifest, (path) => docs.get(path) ?? null), bundle };
}

/** Page data over a manifest and a way to find each of its documents. */
export function pageDataOf(manifest: PageManifest, find: (path: string) => StoredDoc | null): PageData {
  const missing = new Set(manifest.missing);
  const values = new Map<string, Initial>();
  return {
    read(source) {
      if (!isRead(source)) return undefined;
      const known = values.get(source.key);
      if (known) return known;
      let initial: Initial | undefined;
      if (source.kind === 'doc') {
        const path = manifest.docs[source.key];
        if (path === undefined) return undefined;
        const doc = missing.has(path) ? null : find(path);
        if (doc === null && !missing.has(path)) return undefined;
        initial = { value: valueOf(source, doc) };
      } else {
        const paths = manifest.queries[source.key];
        if (paths === undefined) return undefined;
        const docs = paths.map(find);
        if (docs.some((d) => d === null)) return undefined;
        initial = { value: valueOf(source, docs as StoredDoc[]) };
      }
      values.set(source.key, initial);
      return initial;
    },
  };
}
