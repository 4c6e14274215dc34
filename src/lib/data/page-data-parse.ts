/**
 * A page's data parsed from its documents (docs/decisions/0025-first-render-without-firestore.md, 0030):
 * through each collection's schema, as the listeners read a snapshot. The render function parses its reads
 * here (render/src/reads.ts) and sends the values with the page (page-data.ts); the browser parses here only
 * a page kept from before the values were sent, from its bundle. This module loads zod and the schemas.
 */
import { bundleDocs } from './bundle-docs';
import { readStored, ShapeError } from './converter';
import { isRead, type Read, type StoredDoc } from './live-read';
import type { Initial, PageData, PageManifest } from './page-data';
import { collections, type CollectionName } from '../schemas/collections';

const parsers = new Map<CollectionName, (doc: StoredDoc) => unknown>();
/** One parser per collection (the same schema read the SDK converters use: converter.ts). */
export function parserOf(name: CollectionName): (doc: StoredDoc) => unknown {
  let parse = parsers.get(name);
  if (!parse) {
    const schema = collections[name].read;
    parse = (doc) => readStored(schema, doc);
    parsers.set(name, parse);
  }
  return parse;
}

/**
 * A read's value from its stored documents, through its collection's schema,
 * exactly as useLive's listener reads a snapshot: a query leaves out (and logs)
 * a document that breaks its schema; a missing document is null.
 */
export function valueOf(source: Read<unknown>, docs: StoredDoc[] | StoredDoc | null): unknown {
  if (source.kind === 'doc') {
    const doc = docs as StoredDoc | null;
    return doc && doc.exists() ? parserOf(source.collection)(doc) : null;
  }
  const rows: unknown[] = [];
  for (const doc of docs as StoredDoc[]) {
    try {
      rows.push(parserOf(source.collection)(doc));
    } catch (error) {
      if (!(error instanceof ShapeError)) throw error;
      console.warn(error.message);
    }
  }
  return rows;
}

/** Page data over a manifest and a way to find each of its documents, parsed on first read. */
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

/** Page data read out of the page's bundle as plain data and parsed (a page kept from before values were sent). */
export function pageDataOfBundle(manifest: PageManifest, bundle: string): PageData {
  const docs = bundleDocs(bundle);
  return pageDataOf(manifest, (path) => docs.get(path) ?? null);
}
