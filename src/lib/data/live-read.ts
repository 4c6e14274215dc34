/**
 * A page's reads as plain data, without the SDK (docs/decisions/0025-first-render-without-firestore.md).
 *
 * `liveDoc('news', id)` and `liveQuery(collectionAt('news'), { where, orderBy, limit })`
 * describe a read: its collection, its document path or query description
 * (read-spec.ts), its key, and how a stored document is read (the collection's
 * one schema, as the SDK converters read it). Nothing here imports Firestore:
 * a server-rendered page renders and hydrates from these descriptions and the
 * values the page arrived with, and `useLive` builds the web SDK's query or
 * reference from the same description only once it starts listening
 * (live-sdk.ts, loaded after hydration). The render function builds its Admin
 * SDK query from the same description (render/src/reads.ts).
 */
import type { DocumentData } from 'firebase/firestore';
import type { DocOf } from '../schemas/collections';
import { collectionPath, CURRENT, type CollectionName, type PathParams } from '../schemas/values';
import type { WithId } from './converter';
import { docKey, querySpec, querySpecKey, type QueryParts, type QuerySpec } from './read-spec';

/** A document as read: its schema's output and its id. */
export type Row<K extends CollectionName> = WithId<DocOf<K>>;

export type ParentParams<K extends CollectionName> = keyof PathParams<K> extends never ? [] : [PathParams<K>];

/** A stored document as the converters read it (a web snapshot, an Admin snapshot or the page's data in the same dress). */
export interface StoredDoc {
  id: string;
  ref: { path: string };
  exists(): boolean;
  data(options?: unknown): DocumentData | undefined;
}

interface ReadBase<T> {
  /** The collection the documents belong to (its schema reads them). */
  readonly collection: CollectionName;
  /** The read's key in a page's data: `doc:<path>` or `query:<description as JSON>`. */
  readonly key: string;
  /**
   * What the read yields: a type only, never set. A read carries no parser: its collection's schema parses
   * where documents are read (page-data-parse.ts, live-follow.ts), so describing a read loads no zod.
   */
  readonly yields?: T;
}

/** One document. */
export interface DocRead<T> extends ReadBase<T> {
  readonly kind: 'doc';
  readonly path: string;
}

/** A query of one collection. */
export interface QueryRead<T> extends ReadBase<T> {
  readonly kind: 'query';
  readonly spec: QuerySpec;
}

export type Read<T> = DocRead<T> | QueryRead<T>;

/** A collection of the data contract at its path (subcollections take their parent ids). */
export interface CollectionAt<K extends CollectionName> {
  readonly name: K;
  readonly path: string;
}

export function collectionAt<K extends CollectionName>(name: K, ...parent: ParentParams<K>): CollectionAt<K> {
  return { name, path: (collectionPath as (n: K, ...p: unknown[]) => string)(name, ...parent) };
}

/** One document, read through its collection's schema. */
export function liveDoc<K extends CollectionName>(name: K, id: string, ...parent: ParentParams<K>): DocRead<Row<K>> {
  const path = `${collectionAt(name, ...parent).path}/${id}`;
  return { kind: 'doc', collection: name, path, key: docKey(path) };
}

/** The query of a collection with these filters, order and limit. */
export function liveQuery<K extends CollectionName>(collection: CollectionAt<K>, parts: QueryParts = {}): QueryRead<Row<K>> {
  const spec = querySpec(collection.path, parts);
  return { kind: 'query', collection: collection.name, spec, key: querySpecKey(spec) };
}

/** standings/current: the season's leaderboards, kept by the functions (the standings, and the names on a tournament's results). */
export const standingsRef = () => liveDoc('standings', CURRENT);

/** Whether a source is a plain read (not a web SDK query or reference). */
export function isRead(source: unknown): source is Read<unknown> {
  const kind = (source as { kind?: unknown } | null)?.kind;
  return (kind === 'doc' || kind === 'query') && typeof (source as { key?: unknown }).key === 'string';
}

/** Two reads are the same read. */
export const sameRead = (a: Read<unknown>, b: Read<unknown>) => a === b || (a.key === b.key && a.collection === b.collection);
