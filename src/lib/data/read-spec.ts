/**
 * A page's query as plain data (docs/decisions/0013-pages-rendered-with-their-data.md,
 * "Queries as plain data"): the collection's path, its filters, its order and
 * its limit. The browser's query (the web SDK, `liveQuery` in live-query.ts)
 * and the render function's (the Admin SDK, render/src/reads.ts) are both
 * built from it, and its key names the read in the page's data. SDK-free.
 */

/** A filter's value: what the app's queries compare with (a Date is a timestamp). */
export type SpecValue = null | boolean | number | string | Date | readonly SpecValue[];

export type WhereOp = '<' | '<=' | '==' | '!=' | '>=' | '>' | 'array-contains' | 'in' | 'array-contains-any' | 'not-in';

export type Where = readonly [field: string, op: WhereOp, value: SpecValue];
export type OrderBy = readonly [field: string, direction: 'asc' | 'desc'];

/** The parts of a query besides its collection. */
export interface QueryParts {
  where?: readonly Where[];
  orderBy?: readonly OrderBy[];
  limit?: number | null;
}

export interface QuerySpec {
  /** The collection's path ('news', 'tournaments/t1/registrations'). */
  readonly path: string;
  readonly where: readonly Where[];
  readonly orderBy: readonly OrderBy[];
  readonly limit: number | null;
}

export function querySpec(path: string, parts: QueryParts = {}): QuerySpec {
  return { path, where: parts.where ?? [], orderBy: parts.orderBy ?? [], limit: parts.limit ?? null };
}

/** A value as JSON, a Date marked as one (so it never equals a string). */
const plain = (value: SpecValue): unknown =>
  value instanceof Date ? { date: value.toISOString() } : Array.isArray(value) ? value.map(plain) : value;

/** The key of a query in a page's data: `query:` and the spec as JSON (equal specs, equal keys). */
export function querySpecKey(spec: QuerySpec): string {
  return `query:${JSON.stringify({
    path: spec.path,
    where: spec.where.map(([field, op, value]) => [field, op, plain(value)]),
    orderBy: spec.orderBy,
    limit: spec.limit,
  })}`;
}

/** The key of a document in a page's data. */
export const docKey = (path: string) => `doc:${path}`;

/** The collection a path's documents belong to: 'news', 'tournaments/t1/registrations' -> 'registrations'. */
export function collectionIdOf(collectionPath: string): string {
  const segments = collectionPath.split('/');
  return segments[segments.length - 1] ?? '';
}
