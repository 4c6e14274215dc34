import { limit, orderBy, query, where } from 'firebase/firestore';
import { collectionRef, docRef } from '@/lib/data/refs';
import { CURRENT } from '@/lib/schemas/collections';

export const ownProfileRef = (uid: string) => docRef('profiles', uid);
/** The member's team (teamMembers/{uid}), then the team itself and its members' public cards. */
export const teamMembershipRef = (uid: string) => docRef('teamMembers', uid);
export const teamRef = (teamId: string) => docRef('teams', teamId);
export const teamCards = (teamId: string) => query(collectionRef('members'), where('teamId', '==', teamId));
/** The aggregated leaderboards (one document): the member's ranks come from here, never from scores. */
export const standingsRef = () => docRef('standings', CURRENT);

/** Upcoming events soonest first; a few more than shown, as a past-dated "upcoming" one is skipped on screen. */
export const nextTournaments = () =>
  query(collectionRef('tournaments'), where('status', '==', 'upcoming'), orderBy('date'), limit(12));
export const nextPar3Events = () =>
  query(collectionRef('par3Events'), where('status', '==', 'upcoming'), orderBy('date'), limit(12));
/** Completed tournaments (a season holds about twelve); shown newest first. */
export const completedTournaments = () =>
  query(collectionRef('tournaments'), where('status', '==', 'completed'), orderBy('date'));
