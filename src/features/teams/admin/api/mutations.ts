import { setDoc, updateDoc, writeBatch } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import { docRef, type Row } from '@/lib/data/refs';
import type { AssignTeamInput, TeamEditValues } from '../schema';

/** Saves a team's name, description, colour, logo and captain (its totals stay the functions'). */
export async function updateTeam(id: string, values: TeamEditValues): Promise<void> {
  await updateDoc(docRef('teams', id), values);
}

/** Puts a member in a team (moving them out of any other; the functions clear a captaincy they leave behind). */
export async function assignMember({ memberId, teamId }: AssignTeamInput): Promise<void> {
  await setDoc(docRef('teamMembers', memberId), { id: memberId, teamId });
}

/** Takes a member out of their team; removing the captain clears the team's captain. */
export async function removeMember(memberId: string, team: Row<'teams'>): Promise<void> {
  const batch = writeBatch(db);
  batch.delete(docRef('teamMembers', memberId));
  if (team.captainId === memberId) batch.update(docRef('teams', team.id), { captainId: null });
  await batch.commit();
}
