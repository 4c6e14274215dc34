/**
 * Typed Firestore access for the functions: one converter per collection,
 * made from its zod schema (src/lib/schemas/collections.ts). Reading turns
 * Timestamps into Dates and parses; a document that does not match throws
 * StoredShapeError naming it. Writing passes values through: the Admin SDK
 * stores Dates as Timestamps, and the types (WithFieldValue<T>) allow
 * FieldValue sentinels such as serverTimestamp().
 */
import type {
  CollectionReference,
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  QuerySnapshot,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import type { z } from 'zod';
import { collectionPath, collections, type CollectionName, type PathParams } from '@/lib/schemas/collections';
import { parseStored } from '@/lib/schemas/stored';

export { StoredShapeError } from '@/lib/schemas/stored';

type DocOf<K extends CollectionName> = z.infer<(typeof collections)[K]['doc']>;

/** The converter of any object schema. */
export function converter<S extends z.ZodType<DocumentData>>(schema: S): FirestoreDataConverter<z.infer<S>> {
  return {
    toFirestore: (data) => data as DocumentData,
    fromFirestore: (snap: QueryDocumentSnapshot) => parseStored(schema, snap.data(), snap.ref.path),
  };
}

const converters = new Map<CollectionName, FirestoreDataConverter<DocumentData>>();
function converterOf<K extends CollectionName>(name: K): FirestoreDataConverter<DocOf<K>> {
  let found = converters.get(name);
  if (!found) {
    found = converter(collections[name].read);
    converters.set(name, found);
  }
  return found as FirestoreDataConverter<DocOf<K>>;
}

type ParamArgs<K extends CollectionName> = [keyof PathParams<K>] extends [never] ? [] : [PathParams<K>];

/** A collection's typed reference: `typedCollection(db, 'tournamentRegistrations', { tournamentId })`. */
export function typedCollection<K extends CollectionName>(
  store: Firestore,
  name: K,
  ...params: ParamArgs<K>
): CollectionReference<DocOf<K>> {
  const path = (collectionPath as (n: K, ...p: ParamArgs<K>) => string)(name, ...params);
  return store.collection(path).withConverter(converterOf(name));
}

/** A document's typed reference: `typedDoc(db, 'profiles', uid)`. */
export function typedDoc<K extends CollectionName>(
  store: Firestore,
  name: K,
  id: string,
  ...params: ParamArgs<K>
): DocumentReference<DocOf<K>> {
  return typedCollection(store, name, ...params).doc(id);
}

/** A snapshot's parsed data, or undefined when the document does not exist. */
export function dataOf<T>(snap: DocumentSnapshot<T> | undefined): T | undefined {
  return snap?.exists ? snap.data() : undefined;
}

/**
 * Every document of a query result that matches its schema, with its id. A
 * document that does not is logged and left out, so one bad document cannot
 * stop an aggregate (standings, expiry, the mail retry job) for everyone.
 */
export function parsedDocs<T>(snap: QuerySnapshot<T>): { id: string; ref: DocumentReference<T>; data: T }[] {
  const rows: { id: string; ref: DocumentReference<T>; data: T }[] = [];
  for (const doc of snap.docs) {
    try {
      rows.push({ id: doc.id, ref: doc.ref, data: doc.data() });
    } catch (error) {
      logger.error(`Skipping ${doc.ref.path}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return rows;
}

type Snapshots<T extends readonly DocumentReference<unknown>[]> = {
  [K in keyof T]: T[K] extends DocumentReference<infer U> ? DocumentSnapshot<U> : never;
};

/** Reads documents of different collections in one round trip, each through its own converter. */
export async function getAll<T extends readonly DocumentReference<unknown>[]>(
  reader: { getAll: (...refs: DocumentReference<unknown>[]) => Promise<DocumentSnapshot<unknown>[]> },
  ...refs: T
): Promise<Snapshots<T>> {
  return (await reader.getAll(...refs)) as Snapshots<T>;
}

/**
 * A trigger's before/after snapshot parsed by its collection's schema, or
 * undefined when the document does not exist (created or deleted).
 */
export function eventData<K extends CollectionName>(
  name: K,
  snap: { exists: boolean; data(): DocumentData | undefined; ref: { path: string } } | undefined,
): DocOf<K> | undefined {
  if (!snap?.exists) return undefined;
  return parseStored(collections[name].read, snap.data(), snap.ref.path) as DocOf<K>;
}
