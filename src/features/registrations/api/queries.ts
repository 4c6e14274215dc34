import { orderBy, query, where } from 'firebase/firestore';
import { collectionRef, docRef } from '@/lib/data/refs';

export const tournamentRef = (id: string) => docRef('tournaments', id);
export const par3EventRef = (id: string) => docRef('par3Events', id);
export const ownProfileRef = (uid: string) => docRef('profiles', uid);

/** The member's registration (its id is the member's uid): the pre-check and the dashboard lists. */
export const tournamentRegistrationRef = (tournamentId: string, uid: string) =>
  docRef('tournamentRegistrations', uid, { tournamentId });
export const par3RegistrationRef = (eventId: string, uid: string) => docRef('par3Registrations', uid, { eventId });

/** An event's tee times, earliest first. */
export const teeTimesOf = (eventId: string) => query(collectionRef('teeTimes', { eventId }), orderBy('teeTime'));

/** Upcoming tournaments and Par 3 nights, soonest first (a season holds a handful of each). */
export const upcomingTournaments = () =>
  query(collectionRef('tournaments'), where('status', '==', 'upcoming'), orderBy('date'));
export const upcomingPar3Events = () =>
  query(collectionRef('par3Events'), where('status', '==', 'upcoming'), orderBy('date'));
