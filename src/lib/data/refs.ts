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
import { DocumentReference, collection, doc, queryEqual, refEqual, type CollectionReference, type Query } from 'firebase/firestore';
import { collectionPath, type CollectionName } from '../schemas/values';
import { db } from '../firebase';
import { converterOf } from './live-follow';
import { sdkEquality } from './live-start';
import type { ParentParams, Row } from './live-read';

export type { ParentParams, Row } from './live-read';
export { standingsRef } from './live-read';

// A web SDK source exists only once this module is loaded: useLive compares them with the SDK's own equality.
sdkEquality.equal ??= (a, b) =>
  a instanceof DocumentReference
    ? b instanceof DocumentReference && refEqual(a, b)
    : !(b instanceof DocumentReference) && queryEqual(a as Query<unknown>, b as Query<unknown>);

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
