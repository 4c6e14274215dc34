/**
 * Waiting-list callables (issue 20), in the style of the registration ones: a
 * member joins or leaves for themself; an admin may pass `memberId` (and
 * removes someone by leaving for them). Triggers give places freed outside a
 * withdrawal (a raised maxParticipants, a new or larger tee time) to the list's head.
 */
import { db } from '../shared/runtime';
import { callable, whenUpdated, whenWritten } from '../shared/handlers';
import { actingCallable, found } from '../registrations/acting';
import { fillFromWaitlist, join, leave, moveToTop, positionOf, WAITLIST_MESSAGES as W } from './core';
import { eventRoom, isFull, teeTimeRoom } from '@/lib/capacity';

const SIGN_IN_TO_JOIN = 'Please sign in to join the waiting list';

export const joinTournamentWaitlist = actingCallable('joinTournamentWaitlist', SIGN_IN_TO_JOIN, async (input, acting) => ({
  tournamentId: input.tournamentId,
  memberId: acting.memberId,
  ...(await join(db, 'tournament', { ...input, eventId: input.tournamentId, ...acting })),
}));

export const leaveTournamentWaitlist = actingCallable('leaveTournamentWaitlist', SIGN_IN_TO_JOIN, async (input, acting) => {
  found(await leave(db, 'tournament', input.tournamentId, acting.memberId), W.notWaiting);
  return { tournamentId: input.tournamentId, memberId: acting.memberId };
});

export const joinPar3Waitlist = actingCallable('joinPar3Waitlist', SIGN_IN_TO_JOIN, async (input, acting) => ({
  eventId: input.eventId,
  memberId: acting.memberId,
  ...(await join(db, 'par3', { ...input, ...acting })),
}));

export const leavePar3Waitlist = actingCallable('leavePar3Waitlist', SIGN_IN_TO_JOIN, async (input, acting) => {
  found(await leave(db, 'par3', input.eventId, acting.memberId), W.notWaiting);
  return { eventId: input.eventId, memberId: acting.memberId };
});

export const waitlistPosition = actingCallable('waitlistPosition', undefined, async (input, acting) =>
  positionOf(db, input.kind, input.eventId, acting.memberId),
);

export const moveWaitlistToTop = callable('moveWaitlistToTop', { caller: 'admin' }, async (input) => {
  found(await moveToTop(db, input.kind, input.eventId, input.memberId), W.notWaiting);
  return { eventId: input.eventId, memberId: input.memberId };
});

/** A tournament with free places while members wait (e.g. a raised maxParticipants): the heads move up. */
export const onTournamentFillWaitlist = whenUpdated('tournaments/{id}', async (event) => {
  const after = event.data?.after;
  const waiting: unknown = after?.get('waitlistCount');
  if (typeof waiting !== 'number' || waiting <= 0) return;
  if (!after || isFull(eventRoom(after.data() ?? {}))) return;
  await fillFromWaitlist(db, 'tournament', event.params.id);
});

/** A Par 3 night raised, or a tee time added or enlarged, while members wait: the heads move up. */
export const onPar3EventFillWaitlist = whenUpdated('par3Events/{id}', async (event) => {
  const waiting: unknown = event.data?.after.get('waitlistCount');
  if (typeof waiting !== 'number' || waiting <= 0) return;
  await fillFromWaitlist(db, 'par3', event.params.id);
});

export const onTeeTimeFillWaitlist = whenWritten('par3Events/{eventId}/teeTimes/{teeTimeId}', async (event) => {
  const after = event.data?.after;
  if (!after?.exists) return;
  if (isFull(teeTimeRoom(after.data() ?? {}))) return;
  const night = await db.doc(`par3Events/${event.params.eventId}`).get();
  const waiting: unknown = night.get('waitlistCount');
  if (typeof waiting !== 'number' || waiting <= 0) return;
  await fillFromWaitlist(db, 'par3', event.params.eventId);
});
