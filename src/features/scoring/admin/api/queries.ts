import { doc, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import { collectionRef, docRef } from '@/lib/data/refs';
import { coursesRef, groupsRef, type EventKind } from '@/lib/data/scoring';

export { courseRef, cardsRef, type EventKind } from '@/lib/data/scoring';

/** Every course, by name. */
export const allCourses = () => query(coursesRef(), orderBy('name', 'asc'));

/** The names of up to `max` tournaments and Par 3 nights played on a course (a course in use is not deleted). */
export async function eventsOnCourse(courseId: string, max = 3): Promise<string[]> {
  const [tournaments, nights] = await Promise.all([
    getDocs(query(collectionRef('tournaments'), where('courseId', '==', courseId), limit(max))),
    getDocs(query(collectionRef('par3Events'), where('courseId', '==', courseId), limit(max))),
  ]);
  return [...tournaments.docs, ...nights.docs].map((d) => d.data().name).slice(0, max);
}

export const tournamentRef = (id: string) => docRef('tournaments', id);

/** A tournament's registrations in the order they came in (the draw's order). */
export const registrationsInOrder = (tournamentId: string) =>
  query(collectionRef('tournamentRegistrations', { tournamentId }), orderBy('registeredAt', 'asc'));

/** A tournament's groups as saved. */
export const tournamentGroups = groupsRef;

/** An id for a new group (Firestore's, chosen here). */
export const newGroupId = (tournamentId: string): string => doc(tournamentGroups(tournamentId)).id;

/** A Par 3 night's registrations (the names of its cards' players). */
export const par3Registrations = (eventId: string) => collectionRef('par3Registrations', { eventId });

/** The public member cards, for the name of a player whose registration is gone (their card had strokes). */
export const memberCards = () => collectionRef('members');

/** The log of an admin's corrections to a card, latest first (written by the correctCard callable). */
export const cardCorrections = (kind: EventKind, eventId: string, memberId: string) =>
  kind === 'tournament'
    ? query(collectionRef('tournamentCorrections', { tournamentId: eventId, memberId }), orderBy('at', 'desc'))
    : query(collectionRef('par3Corrections', { eventId, memberId }), orderBy('at', 'desc'));
