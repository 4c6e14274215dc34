import { serverTimestamp, updateDoc } from 'firebase/firestore';
import { callFunction } from '@/lib/data/callable';
import { profileRef } from '@/lib/data/refs';
import { feeAmount } from '@/lib/schemas/admin';
import { save } from '@/lib/data/sync';

/** Sets the fee of every member who has not paid yet (applyDefaultFee); resolves to how many were updated. */
export async function applyDefaultFee(amount: number): Promise<number> {
  const result = await callFunction('applyDefaultFee', { amount });
  return result.updated;
}

export async function setMemberFee(uid: string, amount: number): Promise<void> {
  await save(updateDoc(profileRef(uid), { membershipFeeAmount: feeAmount.parse(amount), updatedAt: serverTimestamp() }));
}

export async function setFeePaid(uid: string, paid: boolean): Promise<void> {
  await save(updateDoc(profileRef(uid), { membershipFeePaid: paid, updatedAt: serverTimestamp() }));
}
