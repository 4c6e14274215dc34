/**
 * The render function's reads: each `useLive` read of the page, run with the
 * Admin SDK, limited to what a visitor may read, and kept for the page's
 * Firestore bundle (exactly the page's reads).
 */
import {
  Filter,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QuerySnapshot,
  type WhereFilterOp,
} from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import {
  DocumentReference,
  plainQuery,
  sourceKey,
  valueOf,
  type PageManifest,
  type PlainFilter,
  type PlainQuery,
  type PlainValue,
} from '@/entry-server';

/** Collections no page reads, ever (a member's private profile, roles, the mail outbox). */
const PRIVATE = new Set(['profiles', 'roles', 'mail']);

/** What a visitor may read of a collection's documents (firestore.rules, for visitors); others: all. */
const VISIBLE: Record<string, (data: Record<string, unknown>) => boolean> = {
  news: (data) => data.published === true,
  sponsors: (data) => data.active === true,
  heroSlides: (data) => data.isActive === true,
};

/** The collection a document path belongs to (its last collection segment). */
const collectionOf = (path: string) => {
  const segments = path.split('/');
  return segments[segments.length - 2] ?? '';
};

/** A document a visitor may read (a missing one reads as missing). */
export function visitorMay(snapshot: DocumentSnapshot): boolean {
  const collection = collectionOf(snapshot.ref.path);
  if (PRIVATE.has(collection)) return false;
  const visible = VISIBLE[collection];
  return !snapshot.exists || !visible || visible(snapshot.data() ?? {});
}

function adminValue(value: PlainValue): unknown {
  if (Array.isArray(value)) return value.map(adminValue);
  if (value !== null && typeof value === 'object') {
    if ('time' in value && Array.isArray(value.time)) return new Timestamp(value.time[0] as number, value.time[1] as number);
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, adminValue(v as PlainValue)]));
  }
  return value;
}

function adminFilter(filter: PlainFilter): Filter {
  if (Array.isArray(filter)) {
    const [field, op, value] = filter;
    return Filter.where(field, op as WhereFilterOp, adminValue(value));
  }
  const parts = filter.filters.map(adminFilter);
  return filter.op === 'or' ? Filter.or(...parts) : Filter.and(...parts);
}

/** The web SDK's query (as plain data) as an Admin SDK query. */
export function adminQuery(db: Firestore, plain: PlainQuery): Query {
  const collection = plain.collectionGroup ? db.collectionGroup(plain.collectionGroup) : db.collection(plain.path);
  let query: Query = collection;
  if (PRIVATE.has(plain.collectionGroup ?? collectionOf(`${plain.path}/x`))) throw new Error(`${plain.path} is never read for a page`);
  for (const filter of plain.filters) query = query.where(adminFilter(filter));
  for (const [field, dir] of plain.orderBy) query = query.orderBy(field, dir);
  if (plain.limit !== null) query = plain.limitToLast ? query.limitToLast(plain.limit) : query.limit(plain.limit);
  return query;
}

/** An Admin snapshot dressed as the web SDK's, for the app's converters. */
const stored = (snapshot: DocumentSnapshot) => ({
  id: snapshot.id,
  ref: { path: snapshot.ref.path },
  exists: () => snapshot.exists,
  data: () => snapshot.data(),
});

export class AdminReads {
  /** Reads made (Firestore document reads, as billed: at least one per query). */
  documentReads = 0;
  /** Time spent waiting for Firestore (ms, summed over the reads; reads made together overlap). */
  readMs = 0;
  private readonly queries = new Map<string, QuerySnapshot>();
  private readonly docs = new Map<string, DocumentSnapshot | null>();

  constructor(private readonly db: Firestore) {}

  /** One read of the page: a query's rows or a document (null when missing or not a visitor's). */
  async read(source: Parameters<typeof sourceKey>[0]): Promise<unknown> {
    const key = sourceKey(source);
    if (source instanceof DocumentReference) {
      const snapshot = await this.document(source.path);
      this.docs.set(key, snapshot);
      return valueOf(source, snapshot ? stored(snapshot) : null);
    }
    const started = performance.now();
    const snapshot = await adminQuery(this.db, plainQuery(source)).get();
    this.readMs += performance.now() - started;
    this.documentReads += Math.max(1, snapshot.size);
    const visible = snapshot.docs.filter(visitorMay);
    if (visible.length !== snapshot.size) throw new Error(`A page's query returned documents a visitor may not read: ${key}`);
    this.queries.set(key, snapshot);
    return valueOf(source, visible.map(stored));
  }

  /** A document as a visitor sees it: null when it is missing or not theirs to read. */
  async document(path: string): Promise<DocumentSnapshot | null> {
    if (PRIVATE.has(collectionOf(path))) throw new Error(`${path} is never read for a page`);
    const started = performance.now();
    const snapshot = await this.db.doc(path).get();
    this.readMs += performance.now() - started;
    this.documentReads += 1;
    return snapshot.exists && visitorMay(snapshot) ? snapshot : null;
  }

  /** Whether the page read this document and found it missing (or not a visitor's). */
  missing(path: string): boolean {
    return this.docs.get(`doc:${path}`) === null;
  }

  /** The Firestore bundle of every read and its manifest (each read's key and documents). */
  bundle(id: string): { bundle: string; manifest: PageManifest } {
    const builder = this.db.bundle(id);
    const manifest: PageManifest = { queries: {}, docs: {}, missing: [] };
    for (const [key, snapshot] of this.queries) {
      // The query's documents, not the query: the SDK would resume a listen on an
      // equal query from the bundle's read time, and the emulator then sends no changes.
      for (const doc of snapshot.docs) builder.add(doc);
      manifest.queries[key] = snapshot.docs.map((d) => d.ref.path);
    }
    for (const [key, snapshot] of this.docs) {
      const path = key.slice('doc:'.length);
      manifest.docs[key] = path;
      if (snapshot) builder.add(snapshot);
      else manifest.missing.push(path);
    }
    return { bundle: builder.build().toString('utf8'), manifest };
  }
}
