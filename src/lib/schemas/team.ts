import { z } from 'zod';
import { counter, docId, formOf, imageUrl, onFirstUse, optionalId, text } from './common';
import { readShape } from './stored';

/** teams/{teamId} (admin spec section 4); `totalPoints` and `memberCount` are kept by the functions. */
export const teamDoc = onFirstUse(() =>
  z.strictObject({
    name: text('Team name', 1, 50),
    color: z
      .string({ error: 'Colour must be a hex colour like #1A2B3C' })
      .regex(/^#[0-9A-Fa-f]{6}$/, 'Colour must be a hex colour like #1A2B3C'),
    logoUrl: imageUrl,
    description: text('Description', 0, 500),
    captainId: optionalId('Captain'),
    isGuest: z.boolean(),
    totalPoints: z.number().min(0),
    memberCount: counter,
  }),
);

export type TeamDoc = z.infer<typeof teamDoc>;

/** A team as read: totals the functions keep read as 0; no logo (null or absent) reads as ''. */
export const teamRead = readShape(teamDoc, { totalPoints: 0, memberCount: 0, isGuest: false });

/** The team form: everything but the derived totals (new teams start at 0). */
export const teamFormSchema = onFirstUse(() => formOf(teamDoc).omit({ totalPoints: true, memberCount: true }));

export type TeamFormInput = z.infer<typeof teamFormSchema>;

/** teamMembers/{memberUid}: the member's one team. */
export const teamMemberDoc = onFirstUse(() => z.strictObject({ teamId: docId('Team', 'Please select both a member and a team') }));

export type TeamMemberDoc = z.infer<typeof teamMemberDoc>;

export const teamMemberRead = readShape(teamMemberDoc);

/** The "assign to team" form (admin spec section 5: both are required). */
export const assignTeamSchema = onFirstUse(() =>
  z.object({
    memberId: docId('Member', 'Please select both a member and a team'),
    teamId: docId('Team', 'Please select both a member and a team'),
  }),
);

export type AssignTeamInput = z.infer<typeof assignTeamSchema>;
