import { collectionAt, liveQuery } from './live-read';

/** An event's waiting list in order, first in line first (admins only: members read just their own place). */
export const waitlistOf = (kind: 'tournament' | 'par3', eventId: string) =>
  kind === 'tournament'
    ? liveQuery(collectionAt('tournamentWaitlist', { tournamentId: eventId }), { orderBy: [['joinedAt', 'asc']] })
    : liveQuery(collectionAt('par3Waitlist', { eventId }), { orderBy: [['joinedAt', 'asc']] });
