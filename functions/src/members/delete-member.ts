/**
 * Removes every trace of a member (admin spec section 6: "removes account,
 * profile, team assignments and scores; cannot be undone"). Each step is
 * idempotent, so a retry after a partial failure completes the job.
 * Standings are recomputed by the score triggers when the scores go.
 */
import type { Auth } from 'firebase-admin/auth';
import type { DocumentReference, Firestore, Query } from 'firebase-admin/firestore';
import type { Storage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions/v2';
import { typedCollection } from '../shared/converter';
import { isUserNotFound } from '../shared/guards';
import { withdrawPar3, withdrawTournament } from '../registrations/core';
import { leave } from '../waitlist/core';

export interface DeletionSummary {
  tournamentRegistrations: number;
  par3Registrations: number;
  /** Waiting places left (each list's count follows). */
  waitingPlaces: number;
  scores: number;
  par3Scores: number;
  mail: number;
  captainOf: number;
  teamMembership: boolean;
  profile: boolean;
  memberCard: boolean;
  role: boolean;
  /** The private calendar feed's token (its address answers 404 from then on). */
  calendarToken: boolean;
  avatarFiles: boolean;
  authUser: boolean;
}

/** The Admin SDK services a deletion touches. */
export interface AdminServices {
  db: Firestore;
  auth: Auth;
  storage: Storage;
}

const BATCH = 400;

/** Deletes every document a query returns, in batches; returns how many. */
async function deleteAll(db: Firestore, query: Query): Promise<number> {
  let deleted = 0;
  for (;;) {
    const page = await query.limit(BATCH).get();
    if (page.empty) return deleted;
    const batch = db.batch();
    page.docs.forEach((doc) => batch.delete(doc.ref));
    await batch.commit();
    deleted += page.size;
  }
}

/** Deletes a document; true when it existed. */
async function deleteDoc(ref: DocumentReference): Promise<boolean> {
  const existed = (await ref.get()).exists;
  if (existed) await ref.delete();
  return existed;
}

/**
 * Registration and waiting-place ids are member uids, so the member's are
 * `{parent}/registrations/{uid}` (or `waitlist/{uid}`) under every event.
 */
async function registrationParents(
  db: Firestore,
  collection: 'tournaments' | 'par3Events',
  uid: string,
  under: 'registrations' | 'waitlist' = 'registrations',
): Promise<string[]> {
  const parents = await db.collection(collection).listDocuments();
  if (parents.length === 0) return [];
  const registrations = await db.getAll(...parents.map((p) => p.collection(under).doc(uid)));
  return registrations
    .filter((r) => r.exists)
    .map((r) => r.ref.parent.parent?.id ?? '')
    .filter(Boolean);
}

export async function deleteMemberEverywhere({ db, auth, storage }: AdminServices, uid: string): Promise<DeletionSummary> {
  // Waiting places first, so a place freed below never goes to the member being deleted.
  let waitingPlaces = 0;
  for (const [collection, kind] of [
    ['tournaments', 'tournament'],
    ['par3Events', 'par3'],
  ] as const) {
    for (const id of await registrationParents(db, collection, uid, 'waitlist')) {
      if (await leave(db, kind, id, uid)) waitingPlaces += 1;
    }
  }
  let tournamentRegistrations = 0;
  for (const id of await registrationParents(db, 'tournaments', uid)) {
    if (await withdrawTournament(db, id, uid, true)) tournamentRegistrations += 1;
  }
  let par3Registrations = 0;
  for (const id of await registrationParents(db, 'par3Events', uid)) {
    if (await withdrawPar3(db, id, uid, true)) par3Registrations += 1;
  }

  const scores = await deleteAll(db, typedCollection(db, 'scores').where('memberId', '==', uid));
  const par3Scores = await deleteAll(db, typedCollection(db, 'par3Scores').where('memberId', '==', uid));
  const mail = await deleteAll(db, typedCollection(db, 'mail').where('memberId', '==', uid));

  const captained = await typedCollection(db, 'teams').where('captainId', '==', uid).get();
  await Promise.all(captained.docs.map((team) => team.ref.update({ captainId: null })));

  // Profile before team membership and card, so triggers that rebuild the
  // public card find no profile to rebuild it from.
  const profile = await deleteDoc(db.doc(`profiles/${uid}`));
  const teamMembership = await deleteDoc(db.doc(`teamMembers/${uid}`));
  const memberCard = await deleteDoc(db.doc(`members/${uid}`));
  const role = await deleteDoc(db.doc(`roles/${uid}`));
  const calendarToken = await deleteDoc(db.doc(`calendarTokens/${uid}`));

  let avatarFiles = true;
  try {
    await storage.bucket().deleteFiles({ prefix: `avatars/${uid}/` });
  } catch (error) {
    // A missing bucket or folder is not a reason to keep the account.
    avatarFiles = false;
    logger.warn('deleteMember: avatar files not removed', { uid, error: String(error) });
  }

  let authUser = true;
  try {
    await auth.deleteUser(uid);
  } catch (error) {
    if (!isUserNotFound(error)) throw error;
    authUser = false;
  }

  return {
    tournamentRegistrations,
    waitingPlaces,
    par3Registrations,
    scores,
    par3Scores,
    mail,
    captainOf: captained.size,
    teamMembership,
    profile,
    memberCard,
    role,
    calendarToken,
    avatarFiles,
    authUser,
  };
}
