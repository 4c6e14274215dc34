import { limit, orderBy, query, where } from 'firebase/firestore';
import { CURRENT } from '@/lib/schemas/collections';
import { collectionRef, docRef } from '@/lib/data/refs';

/** Spec section 9: 3 upcoming Par 3 events are shown. */
export const UPCOMING_PAR3_EVENTS = 3;

/**
 * Upcoming Par 3 events: status upcoming and a date not before `from` (the
 * start of the society's today), soonest first; at most `count` (null: all).
 */
export const upcomingPar3Events = (from: Date, count: number | null = UPCOMING_PAR3_EVENTS) =>
  query(
    collectionRef('par3Events'),
    where('status', '==', 'upcoming'),
    where('date', '>=', from),
    orderBy('date', 'asc'),
    ...(count === null ? [] : [limit(count)]),
  );

export const par3EventRef = (id: string) => docRef('par3Events', id);

/** An event's tee times, earliest first (the registration page and the admin's tee times). */
export const teeTimesOf = (eventId: string) => query(collectionRef('teeTimes', { eventId }), orderBy('teeTime', 'asc'));

/** par3Standings/current: the leaderboard kept by the functions (one read). */
export const par3StandingsRef = () => docRef('par3Standings', CURRENT);
