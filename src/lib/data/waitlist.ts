import { orderBy, query } from 'firebase/firestore';
import { collectionRef } from './refs';

/** An event's waiting list in order, first in line first (admins only: members read just their own place). */
export const waitlistOf = (kind: 'tournament' | 'par3', eventId: string) =>
  kind === 'tournament'
    ? query(collectionRef('tournamentWaitlist', { tournamentId: eventId }), orderBy('joinedAt', 'asc'))
    : query(collectionRef('par3Waitlist', { eventId }), orderBy('joinedAt', 'asc'));
