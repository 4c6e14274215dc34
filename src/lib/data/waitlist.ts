import { liveQuery } from './live-query';
import { collectionRef } from './refs';

/** An event's waiting list in order, first in line first (admins only: members read just their own place). */
export const waitlistOf = (kind: 'tournament' | 'par3', eventId: string) =>
  kind === 'tournament'
    ? liveQuery(collectionRef('tournamentWaitlist', { tournamentId: eventId }), { orderBy: [['joinedAt', 'asc']] })
    : liveQuery(collectionRef('par3Waitlist', { eventId }), { orderBy: [['joinedAt', 'asc']] });
