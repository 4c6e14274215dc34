/**
 * A web SDK query built from its description as plain data (read-spec.ts). The
 * description stays with the query, so a server-rendered page knows each of
 * its reads without looking inside the SDK: the render function runs the same
 * description with the Admin SDK, and the browser finds the page's data by it.
 */
import { limit, orderBy, query, where, type CollectionReference, type Query } from 'firebase/firestore';
import { querySpec, type QueryParts, type QuerySpec } from './read-spec';

const specs = new WeakMap<Query<unknown>, QuerySpec>();

/** The query of a collection (a typed collectionRef) with these filters, order and limit. */
export function liveQuery<T>(collection: CollectionReference<T>, parts: QueryParts = {}): Query<T> {
  const spec = querySpec(collection.path, parts);
  const built = query(
    collection,
    ...spec.where.map(([field, op, value]) => where(field, op, value)),
    ...spec.orderBy.map(([field, direction]) => orderBy(field, direction)),
    ...(spec.limit === null ? [] : [limit(spec.limit)]),
  );
  specs.set(built as Query<unknown>, spec);
  return built;
}

/** The description a query was built from (undefined: not built with liveQuery). */
export function specOf(source: Query<unknown>): QuerySpec | undefined {
  return specs.get(source);
}
