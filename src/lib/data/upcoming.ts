import { collectionAt, liveQuery, type ParentParams, type QueryRead, type Row } from './live-read';

/**
 * Upcoming events of a kind (tournaments, Par 3 nights): status upcoming and a
 * date not before `from` (the start of the society's today), soonest first; at
 * most `count` (null: all of them).
 */
export const upcomingIn = <K extends 'tournaments' | 'par3Events'>(name: K, from: Date, count: number | null): QueryRead<Row<K>> =>
  liveQuery(
    // Both are top-level collections (no parent ids), which TypeScript cannot see through the generic K.
    collectionAt(name, ...([] as unknown as ParentParams<K>)),
    {
      where: [
        ['status', '==', 'upcoming'],
        ['date', '>=', from],
      ],
      orderBy: [['date', 'asc']],
      limit: count,
    },
  );
