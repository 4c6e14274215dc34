import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../firebase';

const BATCH = 400;

/**
 * Sets `membershipFeeAmount` on every profile not marked paid (admin spec:
 * "updates all members who have not paid yet"), 400 writes per batch.
 * Returns how many profiles were updated.
 */
export async function applyFeeToUnpaid(amount: number): Promise<number> {
  const profiles = await db.collection('profiles').select('membershipFeePaid').get();
  const unpaid = profiles.docs.filter((doc) => doc.get('membershipFeePaid') !== true);
  for (let start = 0; start < unpaid.length; start += BATCH) {
    const batch = db.batch();
    for (const doc of unpaid.slice(start, start + BATCH)) {
      batch.update(doc.ref, { membershipFeeAmount: amount, updatedAt: FieldValue.serverTimestamp() });
    }
    await batch.commit();
  }
  return unpaid.length;
}
