import { z } from 'zod';
import { onFirstUse } from './common';
import { uid } from './member';
import { emailSchema, feeAmount } from './profile';

/** Payloads of the admin-only callables (admin spec sections 5 and 9). */

export { uid } from './member';
export { feeAmount } from './profile';

export const setAdminSchema = onFirstUse(() =>
  z.strictObject({
    uid,
    admin: z.boolean({ error: 'admin must be true or false' }),
  }),
);

export const deleteMemberSchema = onFirstUse(() => z.strictObject({ uid }));

export const newPassword = onFirstUse(() =>
  z
    .string({ error: 'Password must be at least 6 characters' })
    .min(6, 'Password must be at least 6 characters')
    .max(128, 'Password must be at most 128 characters'),
);

export const resetMemberPasswordSchema = onFirstUse(() => z.strictObject({ uid, newPassword }));

export const applyDefaultFeeSchema = onFirstUse(() => z.strictObject({ amount: feeAmount }));

export const sendTestEmailSchema = onFirstUse(() => z.strictObject({ to: emailSchema }));

export type SetAdminInput = z.infer<typeof setAdminSchema>;
export type DeleteMemberInput = z.infer<typeof deleteMemberSchema>;
export type ResetMemberPasswordInput = z.infer<typeof resetMemberPasswordSchema>;
export type ApplyDefaultFeeInput = z.infer<typeof applyDefaultFeeSchema>;
export type SendTestEmailInput = z.infer<typeof sendTestEmailSchema>;
