import { FirebaseError } from 'firebase/app';
import { serverTimestamp, updateDoc, writeBatch } from 'firebase/firestore';
import { db, loadAuth } from '@/lib/firebase';
import { callFunction } from '@/lib/data/callable';
import { docRef, profileRef, type Row } from '@/lib/data/refs';
import type { MembershipFormInput } from '@/lib/schemas/profile';
import type { MemberEditValues } from '../schemas';
import { save } from '@/lib/data/sync';

/** Admin buttons set active or expired directly (admin spec section 4). */
export async function setMembershipStatus(uid: string, status: MembershipFormInput['membershipStatus']): Promise<void> {
  await save(updateDoc(profileRef(uid), { membershipStatus: status, updatedAt: serverTimestamp() }));
}

export async function setGuest(uid: string, isGuest: boolean): Promise<void> {
  await save(updateDoc(profileRef(uid), { isGuest, updatedAt: serverTimestamp() }));
}

/** Grants or revokes admin (the claim and its roles/{uid} mirror) through setAdmin. */
export async function setAdminRole(uid: string, admin: boolean): Promise<void> {
  await callFunction('setAdmin', { uid, admin });
}

export async function resetPassword(uid: string, newPassword: string): Promise<void> {
  await callFunction('resetMemberPassword', { uid, newPassword });
}

export const NOT_SIGNED_IN = 'You must be logged in to delete members';

/** Deletes the account and every trace of the member (deleteMember); needs a live session. */
export async function deleteMember(uid: string): Promise<void> {
  const auth = await loadAuth();
  if (!auth.currentUser) throw new FirebaseError('unauthenticated', NOT_SIGNED_IN);
  await callFunction('deleteMember', { uid });
}

/**
 * Saves the Edit Members form in one batch: the profile, the team membership,
 * and the captaincy. A member who is no longer captain (unticked, or moved to
 * another team) clears the captain of the team they captained.
 */
export async function saveMember(
  uid: string,
  values: MemberEditValues,
  current: { teamId: string | null; teams: readonly Row<'teams'>[] },
): Promise<void> {
  const { teamId, isCaptain, ...profile } = values;
  const batch = writeBatch(db);
  batch.update(profileRef(uid), { ...profile, updatedAt: serverTimestamp() });
  if (teamId !== current.teamId) {
    const membership = docRef('teamMembers', uid);
    if (teamId) batch.set(membership, { teamId, id: uid });
    else batch.delete(membership);
  }
  for (const team of current.teams) {
    const shouldCaptain = isCaptain && team.id === teamId;
    if (team.captainId === uid && !shouldCaptain) batch.update(docRef('teams', team.id), { captainId: null });
    if (shouldCaptain && team.captainId !== uid) batch.update(docRef('teams', team.id), { captainId: uid });
  }
  await save(batch.commit());
}
