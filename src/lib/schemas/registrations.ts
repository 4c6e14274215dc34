import { z } from 'zod';
import { docId, onFirstUse } from './common';
import { dietaryRequirements, nullableHandicap } from './profile';

export { docId } from './common';

/**
 * Payloads of the registration callables (architecture "Functions"). Strict:
 * an unknown key is refused rather than ignored, so a malformed call changes nothing.
 */

/** Whom an admin acts for; a member may only name themself. */
const memberId = docId('Member').optional();

export const registerForTournamentSchema = onFirstUse(() =>
  z.strictObject({
    tournamentId: docId('Tournament'),
    /** Required key; null is the "empty" handicap. */
    handicap: nullableHandicap,
    memberId,
  }),
);

export const withdrawFromTournamentSchema = onFirstUse(() =>
  z.strictObject({
    tournamentId: docId('Tournament'),
    memberId,
  }),
);

export const registerForPar3Schema = onFirstUse(() =>
  z.strictObject({
    eventId: docId('Event'),
    teeTimeId: docId('Tee time', 'Please select a tee time'),
    /** Omitted: the profile keeps its handicap; null: saved as empty. */
    handicap: nullableHandicap.optional(),
    /** Omitted: the profile keeps its dietary requirements. */
    dietaryRequirements: dietaryRequirements.optional(),
    memberId,
  }),
);

export const withdrawFromPar3Schema = onFirstUse(() =>
  z.strictObject({
    eventId: docId('Event'),
    memberId,
  }),
);

export type RegisterForTournamentInput = z.infer<typeof registerForTournamentSchema>;
export type WithdrawFromTournamentInput = z.infer<typeof withdrawFromTournamentSchema>;
export type RegisterForPar3Input = z.infer<typeof registerForPar3Schema>;
export type WithdrawFromPar3Input = z.infer<typeof withdrawFromPar3Schema>;
