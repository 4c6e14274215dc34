/**
 * Members: the admin-only callables that manage accounts (admin spec section
 * 6; visitors get `unauthenticated`, members `permission-denied`, then the
 * payload is checked) and the triggers that keep public cards, team member
 * counts and captains (docs/decisions/0006-derived-data-by-triggers.md).
 */
import { adminAuth, db, storage } from '../shared/runtime';
import { callable, whenWritten } from '../shared/handlers';
import { HttpsError } from 'firebase-functions/v2/https';
import { eventData } from '../shared/converter';
import { isUserNotFound } from '../shared/guards';
import { setAdminClaim } from './admin-claim';
import { clearCaptainIfLeft, syncCard, syncMemberCount } from './cards';
import { deleteMemberEverywhere } from './delete-member';
import { searchTermsStale, syncSearchTerms } from './search';

const MEMBER_NOT_FOUND = 'Member not found';

/** Runs an Auth call, turning "no such user" into `not-found`. */
async function forExistingUser<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (isUserNotFound(error)) throw new HttpsError('not-found', MEMBER_NOT_FOUND);
    throw error;
  }
}

export const setAdmin = callable('setAdmin', { caller: 'admin' }, async ({ uid, admin }, _request, caller) => {
  // An admin cannot lock themself out (and the society out of its last admin by accident).
  if (uid === caller && !admin) throw new HttpsError('failed-precondition', 'You cannot remove your own admin role');
  await forExistingUser(() => setAdminClaim(adminAuth, db, uid, admin));
  return { uid, admin };
});

export const deleteMember = callable('deleteMember', { caller: 'admin' }, async ({ uid }, _request, caller) => {
  if (uid === caller) throw new HttpsError('failed-precondition', 'You cannot delete your own account');
  return { uid, removed: { ...(await deleteMemberEverywhere({ db, auth: adminAuth, storage }, uid)) } };
});

export const resetMemberPassword = callable('resetMemberPassword', { caller: 'admin' }, async ({ uid, newPassword }) => {
  await forExistingUser(() => adminAuth.updateUser(uid, { password: newPassword }));
  return { uid };
});

/**
 * A profile that breaks its stored shape leaves its card as it was (the wrapper logs it).
 * The profile's searchTerms follow its name and email (a second run finds them equal and writes nothing).
 */
export const onProfileWrittenCard = whenWritten('profiles/{uid}', async (event) => {
  const uid = event.params.uid;
  const stale = searchTermsStale(event.data?.after.data());
  await Promise.all([syncCard(db, uid), stale ? syncSearchTerms(db, uid) : Promise.resolve(false)]);
});

export const onTeamMemberWritten = whenWritten('teamMembers/{uid}', async (event) => {
  const uid = event.params.uid;
  const from = eventData('teamMembers', event.data?.before)?.teamId ?? null;
  const to = eventData('teamMembers', event.data?.after)?.teamId ?? null;
  const jobs: Promise<unknown>[] = [];
  if (from !== to) {
    if (from) jobs.push(clearCaptainIfLeft(db, from, uid).then(() => syncMemberCount(db, from)));
    if (to) jobs.push(syncMemberCount(db, to));
  }
  await Promise.all(jobs);
  // After the captain rule: the card's isCaptain follows the team.
  await syncCard(db, uid);
});

/** captainId changed: the old and the new captain's cards follow. */
export const onTeamWrittenCaptain = whenWritten('teams/{teamId}', async (event) => {
  const before = eventData('teams', event.data?.before)?.captainId ?? null;
  const after = eventData('teams', event.data?.after)?.captainId ?? null;
  if (before === after) return;
  const uids = [before, after].filter((v): v is string => v !== null);
  await Promise.all(uids.map((uid) => syncCard(db, uid)));
});
