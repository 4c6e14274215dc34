/**
 * Public member cards (members/{uid}), team member counts and the captain rules
 * (admin spec section 4). A card holds public fields only; it is rebuilt from
 * profiles/{uid}, teamMembers/{uid} and the team's captainId, and written only
 * when it actually changes so triggers do not feed each other.
 */
import { type Firestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../firebase';

export interface MemberCard {
  fullName: string;
  avatarUrl: string;
  handicap: number | null;
  teamId: string | null;
  isCaptain: boolean;
  isGuest: boolean;
}

const CARD_KEYS: (keyof MemberCard)[] = ['fullName', 'avatarUrl', 'handicap', 'teamId', 'isCaptain', 'isGuest'];

/**
 * Rebuilds members/{uid} from its sources (in a transaction, so concurrent
 * profile and team changes cannot leave a stale card); deletes it when the
 * profile is gone. Returns whether it wrote.
 */
export async function syncCard(store: Firestore, uid: string): Promise<boolean> {
  return store.runTransaction(async (tx) => {
    const [profile, membership, existing] = await Promise.all([
      tx.get(store.doc(`profiles/${uid}`)),
      tx.get(store.doc(`teamMembers/${uid}`)),
      tx.get(store.doc(`members/${uid}`)),
    ]);
    if (!profile.exists) {
      if (!existing.exists) return false;
      tx.delete(existing.ref);
      return true;
    }
    const teamIdRaw: unknown = membership.get('teamId');
    const teamId = typeof teamIdRaw === 'string' && teamIdRaw !== '' ? teamIdRaw : null;
    const team = teamId ? await tx.get(store.doc(`teams/${teamId}`)) : undefined;
    const handicap: unknown = profile.get('handicap');
    const fullName: unknown = profile.get('fullName');
    const avatarUrl: unknown = profile.get('avatarUrl');
    const card: MemberCard = {
      fullName: typeof fullName === 'string' ? fullName : '',
      avatarUrl: typeof avatarUrl === 'string' ? avatarUrl : '',
      handicap: typeof handicap === 'number' ? handicap : null,
      teamId,
      isCaptain: team?.get('captainId') === uid,
      isGuest: profile.get('isGuest') === true,
    };
    const old = existing.data();
    if (old && Object.keys(old).length === CARD_KEYS.length && CARD_KEYS.every((k) => old[k] === card[k])) return false;
    tx.set(existing.ref, card);
    return true;
  });
}

/** Sets teams/{teamId}.memberCount to the number of teamMembers in it (if the team exists and the count changed). */
export async function syncMemberCount(store: Firestore, teamId: string): Promise<void> {
  const ref = store.doc(`teams/${teamId}`);
  const counted = await store.collection('teamMembers').where('teamId', '==', teamId).count().get();
  const count = counted.data().count;
  await store.runTransaction(async (tx) => {
    const team = await tx.get(ref);
    if (team.exists && team.get('memberCount') !== count) tx.update(ref, { memberCount: count });
  });
}

/** Clears teams/{teamId}.captainId when it still names `uid` (the captain left that team). */
export async function clearCaptainIfLeft(store: Firestore, teamId: string, uid: string): Promise<void> {
  const ref = store.doc(`teams/${teamId}`);
  await store.runTransaction(async (tx) => {
    const team = await tx.get(ref);
    if (!team.exists || team.get('captainId') !== uid) return;
    const now: unknown = (await tx.get(store.doc(`teamMembers/${uid}`))).get('teamId');
    if (now !== teamId) tx.update(ref, { captainId: null });
  });
}

const teamIdOf = (data: Record<string, unknown> | undefined): string | null =>
  typeof data?.teamId === 'string' && data.teamId !== '' ? data.teamId : null;

export const onProfileWrittenCard = onDocumentWritten('profiles/{uid}', async (event) => {
  await syncCard(db, event.params.uid);
});

export const onTeamMemberWritten = onDocumentWritten('teamMembers/{uid}', async (event) => {
  const uid = event.params.uid;
  const from = teamIdOf(event.data?.before.data());
  const to = teamIdOf(event.data?.after.data());
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
export const onTeamWrittenCaptain = onDocumentWritten('teams/{teamId}', async (event) => {
  const before: unknown = event.data?.before.get('captainId');
  const after: unknown = event.data?.after.get('captainId');
  if (before === after) return;
  const uids = [before, after].filter((v): v is string => typeof v === 'string' && v !== '');
  await Promise.all(uids.map((uid) => syncCard(db, uid)));
});
