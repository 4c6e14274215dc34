/**
 * The data a server-rendered page arrived with (docs/decisions/0013-pages-rendered-with-their-data.md,
 * 0025-first-render-without-firestore.md).
 *
 * The render function (render/) renders a public page with its current data:
 * every `useLive` read asks the page's `PageData` for its first value. On the
 * server that read waits for the Admin SDK (React suspends until it has
 * answered); the answers go into a Firestore bundle sent with the page, with a
 * manifest of each read's documents and its value as the server parsed it. In
 * the browser, main.tsx reads those values before hydrating, without Firestore
 * and without zod (decision 0030), so the first client render shows exactly
 * what the server rendered. Once hydrated, `useLive` loads Firestore, which
 * loads the bundle into its cache before its listeners start (live-sdk.ts, or
 * a visitor's worker): they carry on from the same values.
 *
 * A read is known by its key, computed the same way on both sides from its
 * plain description (live-read.ts, read-spec.ts), never from an SDK's insides.
 * Nothing here imports Firestore.
 */
import { createContext } from 'react';
import { isRead } from './live-read';
import { knowZoneOffsets, type ZoneOffsets } from '../zone-offsets';

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
  /**
   * Each read's value as the server parsed it and rendered the page with (`pageValue`: dates and bytes
   * tagged). Absent on a page kept from before they were sent: its values are parsed from the bundle.
   */
  values?: Record<string, unknown>;
  /** The society zone's UTC offsets around the day the page was rendered: its dates are shown without Intl (decision 0034). */
  zone?: ZoneOffsets;
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
 * A read's value as it crosses in the page's JSON (the server's side, respond.ts): a Date as `{ $date: ms }`,
 * bytes as `{ $bytes: base64 }`, a document reference as `{ path, id }` and a geo point as
 * `{ latitude, longitude }` (as the browser's own reads dress them: bundle-docs.ts, live-follow.ts's `cloneable`).
 * Classes are told by their shape: this module imports no SDK. (A stored map whose one key is `$date` or `$bytes`
 * would read back as a date or bytes: no document of the data contract has one.)
 */
export function pageValue(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return typeof value === 'function' ? undefined : value;
  if (value instanceof Date) return { $date: value.getTime() };
  if (value instanceof Uint8Array) return { $bytes: bytesToBase64(value) };
  if (Array.isArray(value)) return value.map(pageValue);
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) {
    const { path, id, latitude, longitude } = value as Record<string, unknown>;
    if (typeof path === 'string' && typeof id === 'string') return { path, id };
    if (typeof latitude === 'number' && typeof longitude === 'number') return { latitude, longitude };
  }
  const plain: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) if (field !== undefined) plain[key] = pageValue(field);
  return plain;
}

const bytesToBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));

/** `JSON.parse`'s reviver for the page's JSON: `pageValue`'s tagged dates and bytes back to a Date and a Uint8Array. */
function revive(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  if (keys.length !== 1) return value;
  const { $date, $bytes } = value as { $date?: unknown; $bytes?: unknown };
  if (typeof $date === 'number') return new Date($date);
  if (typeof $bytes === 'string') return Uint8Array.from(atob($bytes), (c) => c.charCodeAt(0));
  return value;
}

/**
 * The page data of a server-rendered page: each read's value as the server parsed it, read from the
 * page's JSON with no SDK and no schema (zod loads only where something is parsed: decision 0030). A
 * page kept from before the values were sent has its values parsed from its bundle (page-data-parse.ts,
 * loaded for it). Null when the page came without data (app.html, the dev server).
 */
export async function arrivedPageData(doc: Document = document): Promise<ArrivedData | null> {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  const { bundle, ...manifest } = JSON.parse(text, revive) as PageDataScript;
  knowZoneOffsets(manifest.zone);
  if (manifest.values) return { data: pageDataOfValues(manifest.values), bundle };
  const { pageDataOfBundle } = await import('./page-data-parse');
  return { data: pageDataOfBundle(manifest, bundle), bundle };
}

/** Page data over each read's value, by its key. */
export function pageDataOfValues(values: Record<string, unknown>): PageData {
  const known = new Map<string, Initial>();
  return {
    read(source) {
      if (!isRead(source) || !Object.hasOwn(values, source.key)) return undefined;
      let initial = known.get(source.key);
      if (!initial) known.set(source.key, (initial = { value: values[source.key] }));
      return initial;
    },
  };
}
