/** The membership expiry job's core, callable with any Firestore instance (tests use the emulator). */
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';

const BATCH = 400;

/** Moves every active profile with membershipExpiry before `now` to expired; returns how many. */
export async function expireMemberships(store: Firestore, now: Date): Promise<number> {
  // Filter the expiry in memory: an equality + range query would need a composite index, and active members are few.
  const active = await store.collection('profiles').where('membershipStatus', '==', 'active').get();
  const cutoff = now.getTime();
  const due = active.docs.filter((d) => {
    const expiry: unknown = d.get('membershipExpiry');
    return expiry instanceof Timestamp && expiry.toMillis() < cutoff;
  });
  for (let i = 0; i < due.length; i += BATCH) {
    const batch = store.batch();
    for (const doc of due.slice(i, i + BATCH)) {
      batch.update(doc.ref, { membershipStatus: 'expired', updatedAt: FieldValue.serverTimestamp() });
    }
    await batch.commit();
  }
  return due.length;
}
