/**
 * Firestore converters made from a collection's zod schemas (src/lib/schemas):
 * the stored shape is defined once, and every read goes through the same
 * parser as the functions' (`parseStored`): tolerant as the data contract
 * allows (collections.ts `read`), and a document that breaks it throws
 * StoredShapeError naming it.
 */
import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot, SnapshotOptions } from 'firebase/firestore';
import type { z } from 'zod';
import { parseStored } from '../schemas/stored';

export { StoredShapeError as ShapeError } from '../schemas/stored';

/** A document as the app sees it: its fields (parsed by the schema) and its id. */
export type WithId<T> = T & { id: string };

const SNAPSHOT_OPTIONS: SnapshotOptions = { serverTimestamps: 'estimate' };

/** What a stored document offers its reader: a web or Admin snapshot, or a page's plain data in the same dress. */
interface Stored {
  id: string;
  ref: { path: string };
  data(options?: SnapshotOptions): DocumentData | undefined;
}

/**
 * A stored document as the app reads it: its data parsed by `schema` (a
 * pending serverTimestamp() reads as the local estimate) and its id. The one
 * rule for the SDK converters below and for the plain reads (live-read.ts).
 */
export function readStored<S extends z.ZodType>(schema: S, snapshot: Stored, options?: SnapshotOptions): WithId<z.output<S>> {
  const data = parseStored(schema, snapshot.data({ ...SNAPSHOT_OPTIONS, ...options }), snapshot.ref.path);
  return { ...(data as object), id: snapshot.id } as WithId<z.output<S>>;
}

/**
 * The converter of a collection: reads parse with `schema` (a pending
 * serverTimestamp() reads as the local estimate); writes pass the fields
 * through (forms parse them with the strict schema first; the rules check
 * them again on the server). Fields the app does not know are kept in what
 * it reads, so a document written back keeps them.
 */
export function schemaConverter<S extends z.ZodType>(schema: S): FirestoreDataConverter<WithId<z.output<S>>> {
  return {
    toFirestore(model) {
      const fields: DocumentData = { ...model };
      delete fields.id;
      return fields;
    },
    fromFirestore(snapshot: QueryDocumentSnapshot, options?: SnapshotOptions) {
      return readStored(schema, snapshot, options);
    },
  };
}
