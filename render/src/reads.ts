/**
 * The render function's reads: each `useLive` read of the page, run with the
 * Admin SDK, limited to what a visitor may read, and kept for the page's
 * Firestore bundle (exactly the page's reads).
 */
import type { DocumentSnapshot, Firestore, Query, QuerySnapshot } from 'firebase-admin/firestore';
import { collectionIdOf, docKey, pageValue, valueOf, type PageManifest, type QuerySpec, type Read } from '@/entry-server';

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

/** A page's query (its description as plain data, the same the browser's query is built from) as an Admin SDK query. */
export function adminQuery(db: Firestore, spec: QuerySpec): Query {
  if (PRIVATE.has(collectionIdOf(spec.path))) throw new Error(`${spec.path} is never read for a page`);
  let query: Query = db.collection(spec.path);
  // (The Admin SDK takes a Date as a timestamp, as the web SDK does.)
  for (const [field, op, value] of spec.where) query = query.where(field, op, value);
  for (const [field, direction] of spec.orderBy) query = query.orderBy(field, direction);
  return spec.limit === null ? query : query.limit(spec.limit);
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
  /** Each read's value as the page was rendered with it (parsed by its collection's schema). */
  private readonly values = new Map<string, unknown>();

  constructor(private readonly db: Firestore) {}

  /** One read of the page: a query's rows or a document (null when missing or not a visitor's). */
  async read(source: Read<unknown>): Promise<unknown> {
    const { key } = source;
    if (source.kind === 'doc') {
      const snapshot = await this.document(source.path);
      this.docs.set(key, snapshot);
      return this.kept(key, valueOf(source, snapshot ? stored(snapshot) : null));
    }
    const started = performance.now();
    const snapshot = await adminQuery(this.db, source.spec).get();
    this.readMs += performance.now() - started;
    this.documentReads += Math.max(1, snapshot.size);
    const visible = snapshot.docs.filter(visitorMay);
    if (visible.length !== snapshot.size) throw new Error(`A page's query returned documents a visitor may not read: ${key}`);
    this.queries.set(key, snapshot);
    return this.kept(key, valueOf(source, visible.map(stored)));
  }

  private kept(key: string, value: unknown): unknown {
    this.values.set(key, value);
    return value;
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
    return this.docs.get(docKey(path)) === null;
  }

  /**
   * The Firestore bundle of every read and its manifest: each read's key, its documents and its value as the
   * page was rendered with it (the browser hydrates from these values without parsing: decision 0030).
   */
  bundle(id: string): { bundle: string; manifest: PageManifest } {
    const builder = this.db.bundle(id);
    const values: Record<string, unknown> = {};
    for (const [key, value] of this.values) values[key] = pageValue(value);
    const manifest: PageManifest = { queries: {}, docs: {}, missing: [], values };
    for (const [key, snapshot] of this.queries) {
      // The query's documents, not the query: the SDK would resume a listen on an
      // equal query from the bundle's read time, and the emulator then sends no changes.
      for (const doc of snapshot.docs) builder.add(doc);
      manifest.queries[key] = snapshot.docs.map((d) => d.ref.path);
    }
    for (const [key, snapshot] of this.docs) {
      const path = key.slice(docKey('').length);
      manifest.docs[key] = path;
      if (snapshot) builder.add(snapshot);
      else manifest.missing.push(path);
    }
    return { bundle: builder.build().toString('utf8'), manifest };
  }
}
