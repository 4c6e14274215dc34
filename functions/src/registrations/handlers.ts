/**
 * Registration callables (architecture "Functions"): a member registers or
 * withdraws themself; an admin may pass `memberId` to act for anyone.
 * Order of checks: caller, payload, then the transaction's own checks.
 */
import { db } from '../shared/runtime';
import { HttpsError } from 'firebase-functions/v2/https';
import { actingCallable } from './acting';
import { REGISTRATION_MESSAGES as M, registerPar3, registerTournament, withdrawPar3, withdrawTournament } from './core';

const SIGN_IN_TO_REGISTER = 'Please sign in to register for tournaments';

export const registerForTournament = actingCallable('registerForTournament', SIGN_IN_TO_REGISTER, async (input, acting) => {
  const result = await registerTournament(db, {
    tournamentId: input.tournamentId,
    memberId: acting.memberId,
    handicap: input.handicap,
    bypassSchedule: acting.bypassSchedule,
  });
  return { tournamentId: input.tournamentId, memberId: acting.memberId, ...result };
});

export const withdrawFromTournament = actingCallable('withdrawFromTournament', undefined, async (input, acting) => {
  const removed = await withdrawTournament(db, input.tournamentId, acting.memberId, acting.bypassSchedule);
  if (!removed) throw new HttpsError('not-found', M.tournamentNotRegistered);
  return { tournamentId: input.tournamentId, memberId: acting.memberId };
});

export const registerForPar3 = actingCallable('registerForPar3', SIGN_IN_TO_REGISTER, async (input, acting) => {
  const result = await registerPar3(db, {
    eventId: input.eventId,
    teeTimeId: input.teeTimeId,
    memberId: acting.memberId,
    handicap: input.handicap,
    dietaryRequirements: input.dietaryRequirements,
    bypassSchedule: acting.bypassSchedule,
  });
  return { eventId: input.eventId, teeTimeId: input.teeTimeId, memberId: acting.memberId, ...result };
});

export const withdrawFromPar3 = actingCallable('withdrawFromPar3', undefined, async (input, acting) => {
  const removed = await withdrawPar3(db, input.eventId, acting.memberId, acting.bypassSchedule);
  if (!removed) throw new HttpsError('not-found', M.eventNotRegistered);
  return { eventId: input.eventId, memberId: acting.memberId };
});
