import { CURRENT } from '@/lib/schemas/values';
import { collectionAt, liveDoc, liveQuery } from '@/lib/data/live-read';
import { upcomingIn } from '@/lib/data/upcoming';

/** Spec section 9: 3 upcoming Par 3 events are shown. */
export const UPCOMING_PAR3_EVENTS = 3;

/** Upcoming Par 3 events from `from` (the start of the society's today), soonest first; at most `count` (null: all). */
export const upcomingPar3Events = (from: Date, count: number | null = UPCOMING_PAR3_EVENTS) => upcomingIn('par3Events', from, count);

export const par3EventRef = (id: string) => liveDoc('par3Events', id);

/** An event's tee times, earliest first (the registration page and the admin's tee times). */
export const teeTimesOf = (eventId: string) => liveQuery(collectionAt('teeTimes', { eventId }), { orderBy: [['teeTime', 'asc']] });

/** par3Standings/current: the leaderboard kept by the functions (one read). */
export const par3StandingsRef = () => liveDoc('par3Standings', CURRENT);
