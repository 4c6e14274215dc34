import { deleteDoc, setDoc, updateDoc } from 'firebase/firestore';
import { docRef } from '@/lib/data/refs';
import type { AssignTeamInput, TeamEditValues } from '../schemas';
import { save } from '@/lib/data/sync';

/** Saves a team's name, description, colour, logo and captain (its totals stay the functions'). */
export async function updateTeam(id: string, values: TeamEditValues): Promise<void> {
  await save(updateDoc(docRef('teams', id), values));
}

/** Puts a member in a team (moving them out of any other; the functions clear a captaincy they leave behind). */
export async function assignMember({ memberId, teamId }: AssignTeamInput): Promise<void> {
  // Merged: a field a newer version wrote on the membership stays.
  await save(setDoc(docRef('teamMembers', memberId), { id: memberId, teamId }, { merge: true }));
}

/** Takes a member out of their team; the functions clear the team's captain if it was them (the captain rule lives in one trigger). */
export async function removeMember(memberId: string): Promise<void> {
  await save(deleteDoc(docRef('teamMembers', memberId)));
}
