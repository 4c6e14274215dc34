import { z } from 'zod';
import { teamFormSchema } from '@/lib/schemas/team';

export { assignTeamSchema, type AssignTeamInput } from '@/lib/schemas/team';

/** The captain select: its empty option ('') is "no captain" (null). */
const captainChoice = z.preprocess((v) => (v === '' || v === undefined ? null : v), teamFormSchema.shape.captainId);

/** What Manage Teams edits on a team: name, description, colour, logo and captain. */
export const teamEditForm = teamFormSchema
  .pick({ name: true, description: true, color: true, logoUrl: true })
  .extend({ captainId: captainChoice });

export type TeamEditInput = z.input<typeof teamEditForm>;
export type TeamEditValues = z.output<typeof teamEditForm>;

/** Shown beside each team (admin spec section 9). */
export const TEAM_CAPACITY = 4;
