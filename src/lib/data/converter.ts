/**
 * Firestore converters made from a collection's zod schema (src/lib/schemas):
 * the stored shape is defined once, and every read is checked against it.
 */
import {
  Timestamp,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type SnapshotOptions,
} from 'firebase/firestore';
import type { z } from 'zod';

/** A document as the app sees it: its fields (parsed by the schema) and its id. */
export type WithId<T> = T & { id: string };

/** Thrown (and reported by useLive) when a stored document does not match its schema. */
export class ShapeError extends Error {
  constructor(
    readonly path: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`${path} does not match its schema: ${issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    this.name = 'ShapeError';
  }
}

/** Firestore Timestamps (at any depth) turned into Dates, so schemas speak only zod's `z.date()`. */
export function timestampsToDates(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(timestampsToDates);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, timestampsToDates(v)]));
  }
  return value;
}

const SNAPSHOT_OPTIONS: SnapshotOptions = { serverTimestamps: 'estimate' };

/**
 * The converter of a collection: reads parse with `schema` (a pending
 * serverTimestamp() reads as the local estimate) and throw ShapeError when the
 * stored document does not match; writes pass the fields through (forms parse
 * them with the same schema first; the rules check them again on the server).
 */
export function schemaConverter<S extends z.ZodType>(schema: S): FirestoreDataConverter<WithId<z.output<S>>> {
  return {
    toFirestore(model) {
      const fields: DocumentData = { ...model };
      delete fields.id;
      return fields;
    },
    fromFirestore(snapshot: QueryDocumentSnapshot, options?: SnapshotOptions) {
      const result = schema.safeParse(timestampsToDates(snapshot.data({ ...SNAPSHOT_OPTIONS, ...options })));
      if (!result.success) throw new ShapeError(snapshot.ref.path, result.error.issues);
      return { ...(result.data as object), id: snapshot.id } as WithId<z.output<S>>;
    },
  };
}
