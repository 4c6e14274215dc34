import { z } from 'zod';

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

/** Values that a missing field reads as, by field name (counters 0, flags false...). */
export type Absent<Shape extends z.ZodRawShape> = { [K in keyof Shape]?: z.output<Shape[K]> };

const accepts = (field: z.ZodType, value: unknown) => field.safeParse(value).success;

/** A nested object (or a list of them) read the same tolerant way: unknown keys ignored and kept. */
function tolerant(field: z.ZodType): z.ZodType {
  if (field instanceof z.ZodObject) return tolerantObject(field, {});
  if (field instanceof z.ZodArray && field.element instanceof z.ZodObject) return z.array(tolerantObject(field.element, {}));
  return field;
}

/**
 * How a stored document is read (the data contract: docs/decisions/0009-shapes-defined-once.md).
 * `doc` is the strict shape the app writes; reading is tolerant where the contract allows:
 * - a field listed in `absent` (what functions keep: counters, totals; flags) reads as that
 *   value when it is missing or null, and the next write fills it in;
 * - an optional field, one whose shape accepts null or '' (images, logos, descriptions,
 *   captain, handicap), reads as null or '' when it is missing, and as '' when it is null;
 * - a field the code does not know is ignored and kept in the output, so an edit that
 *   writes the document back never deletes a field that a newer version wrote.
 * Every other field is required and checked as strictly as when it is written.
 */
export function readShape<Shape extends z.ZodRawShape>(
  doc: z.ZodObject<Shape>,
  absent: Absent<Shape> = {},
): z.ZodType<z.output<z.ZodObject<Shape>>> {
  // Built on its first parse, not when the module loads: every collection's read shape is
  // defined on every page's start-up, and a page reads two to five collections (issue 30, item 7).
  return z.lazy(() => tolerantObject(doc, absent)) as unknown as z.ZodType<z.output<z.ZodObject<Shape>>>;
}

function tolerantObject<Shape extends z.ZodRawShape>(doc: z.ZodObject<Shape>, absent: Absent<Shape>): z.ZodType {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, original] of Object.entries(doc.shape) as [string, z.ZodType][]) {
    const field = tolerant(original);
    const fallback = (absent as Record<string, unknown>)[key];
    if (fallback !== undefined) {
      shape[key] = z.preprocess((v) => (v === undefined || v === null ? fallback : v), field);
    } else if (accepts(field, undefined)) {
      shape[key] = field;
    } else if (accepts(field, null)) {
      shape[key] = z.preprocess((v) => (v === undefined ? null : v), field);
    } else if (accepts(field, '')) {
      shape[key] = z.preprocess((v) => (v === undefined || v === null ? '' : v), field);
    } else {
      shape[key] = field;
    }
  }
  return z.looseObject(shape);
}
