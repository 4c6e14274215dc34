import { getDocs, orderBy, query } from 'firebase/firestore';
import { collectionRef } from '@/lib/data/refs';
import { tournamentRegistrations } from '../../api/queries';
import { tournamentScores } from '../scores/api/queries';

export { tournamentRef, tournamentRegistrations } from '../../api/queries';

/** Every tournament, soonest first (admin spec section 7: ordered by date ascending). */
export const allTournaments = () => query(collectionRef('tournaments'), orderBy('date', 'asc'));

/** Every sponsor (admins read inactive ones too), for the sponsor choice. */
export const allSponsors = () => query(collectionRef('sponsors'), orderBy('displayOrder', 'asc'));

/** The public member cards (name, handicap, team), for adding a member to a tournament. */
export const memberCards = () => query(collectionRef('members'), orderBy('fullName', 'asc'));

/** Every team, to show a member's current team in the export. */
export const allTeams = () => collectionRef('teams');

/** The registrations as they are now, for the CSV export. */
export async function fetchRegistrations(tournamentId: string) {
  return (await getDocs(tournamentRegistrations(tournamentId))).docs.map((d) => d.data());
}

/** The ids of a tournament's scores (deleted with it). */
export async function fetchScoreIds(tournamentId: string): Promise<string[]> {
  const snap = await getDocs(tournamentScores(tournamentId));
  return snap.docs.map((d) => d.id);
}
