/** The membership expiry job's core, callable with any Firestore instance (tests use the emulator). */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { parsedDocs, typedCollection } from '../shared/converter';

const BATCH = 400;

/** Moves every active profile with membershipExpiry before `now` to expired; returns how many. */
export async function expireMemberships(store: Firestore, now: Date): Promise<number> {
  // Filter the expiry in memory: an equality + range query would need a composite index, and active members are few.
  const active = parsedDocs(await typedCollection(store, 'profiles').where('membershipStatus', '==', 'active').get());
  const due = active.filter(({ data }) => data.membershipExpiry !== null && data.membershipExpiry.getTime() < now.getTime());
  for (let i = 0; i < due.length; i += BATCH) {
    const batch = store.batch();
    for (const { ref } of due.slice(i, i + BATCH)) {
      batch.update(ref, { membershipStatus: 'expired', updatedAt: FieldValue.serverTimestamp() });
    }
    await batch.commit();
  }
  return due.length;
}
