import { z } from 'zod';
import { isStepOf } from './profile';
import { docId } from './registrations';

/** Payloads of the admin-only callables (admin spec sections 5 and 9). */

/** A Firebase Auth uid (at most 128 characters, no slash since it is also a document id). */
export const uid = docId('Member');

export const setAdminSchema = z.strictObject({
  uid,
  admin: z.boolean({ error: 'admin must be true or false' }),
});

export const deleteMemberSchema = z.strictObject({ uid });

export const newPassword = z
  .string({ error: 'Password must be at least 6 characters' })
  .min(6, 'Password must be at least 6 characters')
  .max(128, 'Password must be at most 128 characters');

export const resetMemberPasswordSchema = z.strictObject({ uid, newPassword });

/** A fee in AED: at least 0, in steps of 0.01. */
export const feeAmount = z
  .number({ error: 'Fee must be a number' })
  .min(0, 'Fee cannot be negative')
  .max(1_000_000, 'Fee is too large')
  .refine((v) => isStepOf(v, 0.01), 'Fee must be in steps of 0.01');

export const applyDefaultFeeSchema = z.strictObject({ amount: feeAmount });

export type SetAdminInput = z.infer<typeof setAdminSchema>;
export type DeleteMemberInput = z.infer<typeof deleteMemberSchema>;
export type ResetMemberPasswordInput = z.infer<typeof resetMemberPasswordSchema>;
export type ApplyDefaultFeeInput = z.infer<typeof applyDefaultFeeSchema>;
