/**
 * Typed references to every collection of the data contract
 * (src/lib/schemas/collections.ts): the converter of each parses with the
 * collection's one schema, so queries built on them read typed, checked data.
 * Features build their queries on these (in their api/queries.ts):
 *
 *   const published = () => query(collectionRef('news'), where('published', '==', true));
 *   const registrations = (id: string) => collectionRef('tournamentRegistrations', { tournamentId: id });
 *   const article = (id: string) => docRef('news', id);
 */
import { collection, doc, type CollectionReference, type DocumentReference, type FirestoreDataConverter } from 'firebase/firestore';
import { collectionPath, collections, CURRENT, type CollectionName, type DocOf, type PathParams } from '../schemas/collections';
import { db } from '../firebase';
import { schemaConverter, type WithId } from './converter';

/** A document as read: its schema's output and its id. */
export type Row<K extends CollectionName> = WithId<DocOf<K>>;

const converters = new Map<CollectionName, FirestoreDataConverter<unknown>>();

/** One converter object per collection: queries on the same collection compare equal (queryEqual). */
function converterOf<K extends CollectionName>(name: K): FirestoreDataConverter<Row<K>> {
  let converter = converters.get(name);
  if (!converter) {
    converter = schemaConverter(collections[name].read) as FirestoreDataConverter<unknown>;
    converters.set(name, converter);
  }
  return converter as FirestoreDataConverter<Row<K>>;
}

export type ParentParams<K extends CollectionName> = keyof PathParams<K> extends never ? [] : [PathParams<K>];

/** A collection (subcollections take their parent ids: `{ tournamentId }`), read through its schema. */
export function collectionRef<K extends CollectionName>(name: K, ...parent: ParentParams<K>): CollectionReference<Row<K>> {
  const path = (collectionPath as (n: K, ...p: unknown[]) => string)(name, ...parent);
  return collection(db, path).withConverter(converterOf(name));
}

/** One document, read through its collection's schema. */
export function docRef<K extends CollectionName>(name: K, id: string, ...parent: ParentParams<K>): DocumentReference<Row<K>> {
  return doc(collectionRef(name, ...parent), id);
}

/** A member's private profile (profiles/{uid}): read by the member's own screens and by admins. */
export const profileRef = (uid: string) => docRef('profiles', uid);

/** standings/current: the season's leaderboards, kept by the functions (the standings, and the names on a tournament's results). */
export const standingsRef = () => docRef('standings', CURRENT);
