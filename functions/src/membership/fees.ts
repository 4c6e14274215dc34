import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { typedCollection } from '../shared/converter';

const BATCH = 400;

/**
 * Sets `membershipFeeAmount` on every profile not marked paid (admin spec:
 * "updates all members who have not paid yet"), 400 writes per batch.
 * Returns how many profiles were updated.
 */
export async function applyFeeToUnpaid(store: Firestore, amount: number): Promise<number> {
  // Only the references are needed: select() reads no fields.
  const unpaid = await typedCollection(store, 'profiles').where('membershipFeePaid', '==', false).select().get();
  for (let start = 0; start < unpaid.size; start += BATCH) {
    const batch = store.batch();
    for (const doc of unpaid.docs.slice(start, start + BATCH)) {
      batch.update(doc.ref, { membershipFeeAmount: amount, updatedAt: FieldValue.serverTimestamp() });
    }
    await batch.commit();
  }
  return unpaid.size;
}
