/**
 * Typed references for features' api/ files: a collection or document with the
 * converter of its zod schema, so queries built on them read typed, checked data.
 *
 *   export const newsCollection = typedCollection('news', newsDoc);
 *   export const published = () => query(newsCollection, where('published', '==', true));
 */
import { collection, doc, type CollectionReference, type DocumentData, type DocumentReference } from 'firebase/firestore';
import type { z } from 'zod';
import { db } from '../firebase';
import { schemaConverter, type WithId } from './converter';

const converters = new WeakMap<z.ZodType, ReturnType<typeof schemaConverter>>();

/** One converter object per schema: queries on the same collection compare equal (queryEqual). */
function converterOf<S extends z.ZodType<DocumentData>>(schema: S) {
  let converter = converters.get(schema);
  if (!converter) {
    converter = schemaConverter(schema);
    converters.set(schema, converter);
  }
  return converter as ReturnType<typeof schemaConverter<S>>;
}

/** A collection (or subcollection: 'tournaments', id, 'registrations') read through its schema. */
export function typedCollection<S extends z.ZodType<DocumentData>>(
  path: string,
  schema: S,
  ...segments: string[]
): CollectionReference<WithId<z.output<S>>> {
  return collection(db, path, ...segments).withConverter(converterOf(schema));
}

/** One document read through its schema. */
export function typedDoc<S extends z.ZodType<DocumentData>>(
  path: string,
  schema: S,
  ...segments: string[]
): DocumentReference<WithId<z.output<S>>> {
  return doc(db, path, ...segments).withConverter(converterOf(schema));
}
