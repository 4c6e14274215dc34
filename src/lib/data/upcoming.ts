import type { Query } from 'firebase/firestore';
import { liveQuery } from './live-query';
import { collectionRef, type ParentParams, type Row } from './refs';

/**
 * Upcoming events of a kind (tournaments, Par 3 nights): status upcoming and a
 * date not before `from` (the start of the society's today), soonest first; at
 * most `count` (null: all of them).
 */
export const upcomingIn = <K extends 'tournaments' | 'par3Events'>(name: K, from: Date, count: number | null): Query<Row<K>> =>
  liveQuery(
    // Both are top-level collections (no parent ids), which TypeScript cannot see through the generic K.
    collectionRef(name, ...([] as unknown as ParentParams<K>)),
    {
      where: [
        ['status', '==', 'upcoming'],
        ['date', '>=', from],
      ],
      orderBy: [['date', 'asc']],
      limit: count,
    },
  );
