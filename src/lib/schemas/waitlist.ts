import { z } from 'zod';
import { docId, moment, onFirstUse, text } from './common';
import { dietaryRequirements, nullableHandicap } from './profile';
import { readShape } from './stored';

/**
 * Waiting lists (issue 20): tournaments/{id}/waitlist/{uid} and
 * par3Events/{id}/waitlist/{uid}, id = the member's uid. Written only by the
 * waiting-list callables and the promotions that empty them; a member reads
 * their own place, admins the whole list, visitors only `waitlistCount` on the event.
 */

/** A waiting place: first come, first served by `joinedAt` (server time). */
export const waitlistDoc = onFirstUse(() =>
  z.strictObject({
    memberId: docId('Member'),
    joinedAt: moment,
    handicap: nullableHandicap,
    /** Denormalised like registrations, for the admin's list. */
    fullName: text('Full name', 0, 100),
  }),
);

export type WaitlistDoc = z.infer<typeof waitlistDoc>;

export const waitlistRead = readShape(waitlistDoc);

/** Whom an admin acts for; a member may only name themself. */
const memberId = docId('Member').optional();

export const joinTournamentWaitlistSchema = onFirstUse(() =>
  z.strictObject({
    tournamentId: docId('Tournament'),
    handicap: nullableHandicap,
    memberId,
  }),
);

export const leaveTournamentWaitlistSchema = onFirstUse(() => z.strictObject({ tournamentId: docId('Tournament'), memberId }));

export const joinPar3WaitlistSchema = onFirstUse(() =>
  z.strictObject({
    eventId: docId('Event'),
    handicap: nullableHandicap.optional(),
    dietaryRequirements: dietaryRequirements.optional(),
    memberId,
  }),
);

export const leavePar3WaitlistSchema = onFirstUse(() => z.strictObject({ eventId: docId('Event'), memberId }));

/** Admin: move a waiting member to the head of the list. */
export const moveWaitlistToTopSchema = onFirstUse(() =>
  z.strictObject({
    kind: z.enum(['tournament', 'par3']),
    eventId: docId('Event'),
    memberId: docId('Member'),
  }),
);

/** A member's own place on an event's list (an admin may ask for anyone's). */
export const waitlistPositionSchema = onFirstUse(() =>
  z.strictObject({ kind: z.enum(['tournament', 'par3']), eventId: docId('Event'), memberId }),
);

export type JoinTournamentWaitlistInput = z.infer<typeof joinTournamentWaitlistSchema>;
export type JoinPar3WaitlistInput = z.infer<typeof joinPar3WaitlistSchema>;
