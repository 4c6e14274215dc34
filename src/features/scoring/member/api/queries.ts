/**
 * What the member's day-of-play screens read. The dashboard's next-event card
 * and the card screen follow the same documents with the same refs, so what
 * the dashboard has shown (course, group, the group's cards) is in
 * Firestore's persistent cache when the card opens with no signal.
 */
import { query, where } from 'firebase/firestore';
import { docRef, collectionRef } from '@/lib/data/refs';
import { groupsRef, type EventKind } from '@/lib/data/scoring';

export { cardRef, courseRef } from '@/lib/data/scoring';

export const tournamentRef = (id: string) => docRef('tournaments', id);
export const par3EventRef = (id: string) => docRef('par3Events', id);

/** A tournament's group that holds the member (a member is in at most one). */
export const myGroups = (tournamentId: string, uid: string) => query(groupsRef(tournamentId), where('memberIds', 'array-contains', uid));

/** The path every card of an event starts with (the count of entries waiting to sync is per event). */
export const cardsPrefix = (kind: EventKind, eventId: string) =>
  kind === 'tournament' ? `tournaments/${eventId}/cards/` : `par3Events/${eventId}/cards/`;

/** A player's registration for a tournament: the name the screens show (kept with the registration, so always there for a group's player). */
export const tournamentRegistrationRef = (tournamentId: string, uid: string) => docRef('tournamentRegistrations', uid, { tournamentId });

/** The member's Par 3 registration (their tee time). */
export const par3RegistrationRef = (eventId: string, uid: string) => docRef('par3Registrations', uid, { eventId });

/** A Par 3 tee time: its players are a group; its marker the admin's choice. */
export const teeTimeRef = (eventId: string, teeTimeId: string) => docRef('teeTimes', teeTimeId, { eventId });

/** The players of one Par 3 tee time. */
export const teeTimePlayers = (eventId: string, teeTimeId: string) =>
  query(collectionRef('par3Registrations', { eventId }), where('teeTimeId', '==', teeTimeId));
