/**
 * Public member cards (members/{uid}), team member counts and the captain rules
 * (admin spec section 4). A card holds public fields only; it is rebuilt from
 * profiles/{uid}, teamMembers/{uid} and the team's captainId, and written only
 * when it actually changes so triggers do not feed each other.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { MemberCard } from '@/lib/schemas/member';
import { getAll, typedCollection, typedDoc } from '../shared/converter';

const CARD_KEYS = ['fullName', 'avatarUrl', 'handicap', 'teamId', 'isCaptain', 'isGuest'] as const satisfies readonly (keyof MemberCard)[];

/**
 * Rebuilds members/{uid} from its sources (in a transaction, so concurrent
 * profile and team changes cannot leave a stale card); deletes it when the
 * profile is gone. Returns whether it wrote.
 */
export async function syncCard(store: Firestore, uid: string): Promise<boolean> {
  const cardRef = typedDoc(store, 'members', uid);
  return store.runTransaction(async (tx) => {
    const [profileSnap, membership, existing] = await getAll(
      tx,
      typedDoc(store, 'profiles', uid),
      typedDoc(store, 'teamMembers', uid),
      // Read raw: a card of an older shape is simply rewritten.
      store.doc(cardRef.path),
    );
    const profile = profileSnap.data();
    if (!profile) {
      if (!existing.exists) return false;
      tx.delete(cardRef);
      return true;
    }
    const teamId = membership.data()?.teamId ?? null;
    const team = teamId ? (await tx.get(typedDoc(store, 'teams', teamId))).data() : undefined;
    const card: MemberCard = {
      fullName: profile.fullName,
      avatarUrl: profile.avatarUrl,
      handicap: profile.handicap,
      teamId,
      isCaptain: team?.captainId === uid,
      isGuest: profile.isGuest,
    };
    const old = existing.data();
    if (old && Object.keys(old).length === CARD_KEYS.length && CARD_KEYS.every((k) => old[k] === card[k])) return false;
    tx.set(cardRef, card);
    return true;
  });
}

/** Sets teams/{teamId}.memberCount to the number of teamMembers in it (if the team exists and the count changed). */
export async function syncMemberCount(store: Firestore, teamId: string): Promise<void> {
  const ref = typedDoc(store, 'teams', teamId);
  const counted = await typedCollection(store, 'teamMembers').where('teamId', '==', teamId).count().get();
  const count = counted.data().count;
  await store.runTransaction(async (tx) => {
    const team = (await tx.get(ref)).data();
    if (team && team.memberCount !== count) tx.update(ref, { memberCount: count });
  });
}

/** Clears teams/{teamId}.captainId when it still names `uid` (the captain left that team). */
export async function clearCaptainIfLeft(store: Firestore, teamId: string, uid: string): Promise<void> {
  const ref = typedDoc(store, 'teams', teamId);
  await store.runTransaction(async (tx) => {
    const [teamSnap, membership] = await getAll(tx, ref, typedDoc(store, 'teamMembers', uid));
    if (teamSnap.data()?.captainId !== uid) return;
    if (membership.data()?.teamId !== teamId) tx.update(ref, { captainId: null });
  });
}
