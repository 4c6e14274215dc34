import { z } from 'zod';
import { membershipFormSchema, profileFieldsSchema } from '@/lib/schemas/profile';
import { teamMemberDoc } from '@/lib/schemas/team';

/** The team select: its empty option ('') is "no team" (null). */
const teamChoice = z.preprocess((v) => (v === '' || v === undefined ? null : v), teamMemberDoc.shape.teamId.nullable());

/**
 * The Edit Members form: every personal field a member edits, the membership
 * fields only admins change, and the member's team and captaincy.
 */
export const memberEditForm = profileFieldsSchema
  .extend(membershipFormSchema.shape)
  .extend({ teamId: teamChoice, isCaptain: z.boolean() })
  .refine((v) => !v.isCaptain || v.teamId !== null, {
    path: ['isCaptain'],
    message: 'Choose a team before making this member its captain',
  });

export type MemberEditInput = z.input<typeof memberEditForm>;
export type MemberEditValues = z.output<typeof memberEditForm>;

/** The password an admin sets for a member (admin spec section 5: at least 6 characters). */
export { newPassword } from '@/lib/schemas/admin';
export const MIN_PASSWORD = 6;
