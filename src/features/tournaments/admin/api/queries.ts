import { getDocs, orderBy, query } from 'firebase/firestore';
import { collectionRef } from '@/lib/data/refs';

import { tournamentRegistrations } from '../../api/queries';

export { tournamentRef, tournamentRegistrations } from '../../api/queries';

/** Every tournament, soonest first (admin spec section 7: ordered by date ascending). */
export const allTournaments = () => query(collectionRef('tournaments'), orderBy('date', 'asc'));

/** Every course, for the tournament's course and tee. */
export const allCourses = () => query(collectionRef('courses'), orderBy('name', 'asc'));

/** Every sponsor (admins read inactive ones too), for the sponsor choice (shown by useLive's `order: byDisplayOrder`). */
export const allSponsors = () => query(collectionRef('sponsors'));

/** Every team, to show a member's current team in the export. */
export const allTeams = () => collectionRef('teams');

/** The registrations as they are now, for the CSV export. */
export async function fetchRegistrations(tournamentId: string) {
  const { sdkQuery } = await import('@/lib/data/live-sdk');
  return (await getDocs(sdkQuery(tournamentRegistrations(tournamentId)))).docs.map((d) => d.data());
}
