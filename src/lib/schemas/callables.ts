import { z } from 'zod';
import { applyDefaultFeeSchema, deleteMemberSchema, resetMemberPasswordSchema, sendTestEmailSchema, setAdminSchema } from './admin';
import { docId, onFirstUse } from './common';
import { correctCardSchema } from './corrections';
import {
  joinPar3WaitlistSchema,
  joinTournamentWaitlistSchema,
  leavePar3WaitlistSchema,
  leaveTournamentWaitlistSchema,
  moveWaitlistToTopSchema,
  waitlistPositionSchema,
} from './waitlist';
import { registerForPar3Schema, registerForTournamentSchema, withdrawFromPar3Schema, withdrawFromTournamentSchema } from './registrations';

/**
 * Every callable Cloud Function: its name, what it takes and what it answers.
 * The one registry that the app's caller (src/lib/data/callable.ts), the
 * functions' handler wrapper (functions/src/shared/handlers.ts `callable`),
 * the seed and the tests go through. Inputs are strict (an unknown key is
 * refused, so a malformed call changes nothing); outputs are read tolerantly.
 */

export { DEFAULT_REGION } from './common';

const id = z.string();
const count = z.number().int().min(0);

export const deleteTournamentSchema = onFirstUse(() => z.strictObject({ tournamentId: docId('Tournament') }));
export const deletePar3EventSchema = onFirstUse(() => z.strictObject({ eventId: docId('Event') }));

export const callables = {
  registerForTournament: {
    input: registerForTournamentSchema,
    output: z.object({ tournamentId: id, memberId: id, registeredCount: count }),
  },
  withdrawFromTournament: { input: withdrawFromTournamentSchema, output: z.object({ tournamentId: id, memberId: id }) },
  registerForPar3: {
    input: registerForPar3Schema,
    output: z.object({ eventId: id, teeTimeId: id, memberId: id, currentParticipants: count }),
  },
  withdrawFromPar3: { input: withdrawFromPar3Schema, output: z.object({ eventId: id, memberId: id }) },
  joinTournamentWaitlist: {
    input: joinTournamentWaitlistSchema,
    output: z.object({ tournamentId: id, memberId: id, position: count, waitlistCount: count }),
  },
  leaveTournamentWaitlist: { input: leaveTournamentWaitlistSchema, output: z.object({ tournamentId: id, memberId: id }) },
  joinPar3Waitlist: {
    input: joinPar3WaitlistSchema,
    output: z.object({ eventId: id, memberId: id, position: count, waitlistCount: count }),
  },
  leavePar3Waitlist: { input: leavePar3WaitlistSchema, output: z.object({ eventId: id, memberId: id }) },
  /** 0: not on the list. */
  waitlistPosition: { input: waitlistPositionSchema, output: z.object({ position: count, waitlistCount: count }) },
  moveWaitlistToTop: { input: moveWaitlistToTopSchema, output: z.object({ eventId: id, memberId: id }) },
  /** A member's private calendar address (calendarTokens/{uid}): the first call creates it, each next one replaces it (the old address then answers 404). */
  replaceCalendarToken: { input: z.strictObject({}), output: z.object({ token: id, url: z.string() }) },
  /** Admin: the reminder job's core now ("Send due reminders now"). */
  sendDueReminders: { input: z.strictObject({}), output: z.object({ sent: count }) },
  setAdmin: { input: setAdminSchema, output: z.object({ uid: id, admin: z.boolean() }) },
  deleteMember: {
    input: deleteMemberSchema,
    output: z.object({ uid: id, removed: z.record(z.string(), z.union([z.number(), z.boolean()])) }),
  },
  resetMemberPassword: { input: resetMemberPasswordSchema, output: z.object({ uid: id }) },
  sendTestEmail: { input: sendTestEmailSchema, output: z.object({ id, state: z.literal('success') }) },
  applyDefaultFee: { input: applyDefaultFeeSchema, output: z.object({ amount: z.number(), updated: count }) },
  deleteTournament: {
    input: deleteTournamentSchema,
    output: z.object({ tournamentId: id, registrations: count, waitlist: count, scores: count }),
  },
  /** Admin: corrects one hole of a card in any status (a verified card stays verified), logged in the card's corrections. */
  correctCard: {
    input: correctCardSchema,
    output: z.object({ memberId: id, hole: z.number().int(), correctionId: id }),
  },
  deletePar3Event: {
    input: deletePar3EventSchema,
    output: z.object({ eventId: id, registrations: count, waitlist: count, teeTimes: count, scores: count }),
  },
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;

export type CallableName = keyof typeof callables;
/** What a caller passes (before the schema's defaults and trimming). */
export type CallableInput<N extends CallableName> = z.input<(typeof callables)[N]['input']>;
/** What the handler receives once the payload is parsed. */
export type CallablePayload<N extends CallableName> = z.output<(typeof callables)[N]['input']>;
export type CallableOutput<N extends CallableName> = z.output<(typeof callables)[N]['output']>;
