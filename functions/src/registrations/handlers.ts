/**
 * Registration callables (architecture "Functions"): a member registers or
 * withdraws themself; an admin may pass `memberId` to act for anyone.
 * Order of checks: caller, payload, then the transaction's own checks.
 */
import { db } from '../shared/runtime';
import { actingCallable, found } from './acting';
import { REGISTRATION_MESSAGES as M, registerPar3, registerTournament, withdrawPar3, withdrawTournament } from './core';

const SIGN_IN_TO_REGISTER = 'Please sign in to register for tournaments';

export const registerForTournament = actingCallable('registerForTournament', SIGN_IN_TO_REGISTER, async (input, acting) => ({
  tournamentId: input.tournamentId,
  memberId: acting.memberId,
  ...(await registerTournament(db, { ...input, ...acting })),
}));

export const withdrawFromTournament = actingCallable('withdrawFromTournament', undefined, async (input, acting) => {
  found(await withdrawTournament(db, input.tournamentId, acting.memberId, acting.bypassSchedule), M.tournamentNotRegistered);
  return { tournamentId: input.tournamentId, memberId: acting.memberId };
});

export const registerForPar3 = actingCallable('registerForPar3', SIGN_IN_TO_REGISTER, async (input, acting) => ({
  eventId: input.eventId,
  teeTimeId: input.teeTimeId,
  memberId: acting.memberId,
  ...(await registerPar3(db, { ...input, ...acting })),
}));

export const withdrawFromPar3 = actingCallable('withdrawFromPar3', undefined, async (input, acting) => {
  found(await withdrawPar3(db, input.eventId, acting.memberId, acting.bypassSchedule), M.eventNotRegistered);
  return { eventId: input.eventId, memberId: acting.memberId };
});
