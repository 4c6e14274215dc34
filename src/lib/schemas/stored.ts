import type { z } from 'zod';

/**
 * From what Firestore hands back to a schema's input, for either SDK (web or
 * Admin) without importing one: Timestamps become Dates, then the collection's
 * schema parses the data. Writes need no twin: both SDKs store Dates as Timestamps.
 */

/** A Firestore Timestamp of either SDK, recognised by its shape. */
export interface TimestampLike {
  seconds: number;
  nanoseconds: number;
  toDate(): Date;
}

export function isTimestampLike(value: unknown): value is TimestampLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as TimestampLike).toDate === 'function' &&
    typeof (value as TimestampLike).seconds === 'number' &&
    typeof (value as TimestampLike).nanoseconds === 'number'
  );
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/** Every Timestamp in plain objects and arrays turned into a Date (other values are left as they are). */
export function timestampsToDates(value: unknown): unknown {
  if (isTimestampLike(value)) return value.toDate();
  if (Array.isArray(value)) return value.map(timestampsToDates);
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, timestampsToDates(v)]));
  }
  return value;
}

/** A stored document that does not match its collection's schema. */
export class StoredShapeError extends Error {
  readonly path: string;
  readonly issues: z.core.$ZodIssue[];

  constructor(path: string, issues: z.core.$ZodIssue[]) {
    const detail = issues.map((i) => (i.path.length > 0 ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
    super(`${path} does not match its schema: ${detail}`);
    this.name = 'StoredShapeError';
    this.path = path;
    this.issues = issues;
  }
}

/** The stored `data` (Timestamps and all) parsed by `schema`; throws StoredShapeError naming `path`. */
export function parseStored<S extends z.ZodType>(schema: S, data: unknown, path = 'document'): z.output<S> {
  const result = schema.safeParse(timestampsToDates(data));
  if (!result.success) throw new StoredShapeError(path, result.error.issues);
  return result.data;
}
