/**
 * Registration callables (architecture "Functions"): a member registers or
 * withdraws themself; an admin may pass `memberId` to act for anyone.
 * Order of checks: caller, payload, then the transaction's own checks.
 */
import { db } from '../shared/runtime';
import { HttpsError } from 'firebase-functions/v2/https';
import { callable } from '../shared/handlers';
import { actingFor } from './acting';
import { REGISTRATION_MESSAGES as M, registerPar3, registerTournament, withdrawPar3, withdrawTournament } from './core';

const SIGN_IN_TO_REGISTER = 'Please sign in to register for tournaments';
const member = { caller: 'member' } as const;
const memberSigningInToRegister = { caller: 'member', signedOut: SIGN_IN_TO_REGISTER } as const;

export const registerForTournament = callable('registerForTournament', memberSigningInToRegister, async (input, request) => {
  const acting = actingFor(request, input.memberId, SIGN_IN_TO_REGISTER);
  const result = await registerTournament(db, {
    tournamentId: input.tournamentId,
    memberId: acting.memberId,
    handicap: input.handicap,
    bypassSchedule: acting.bypassSchedule,
  });
  return { tournamentId: input.tournamentId, memberId: acting.memberId, ...result };
});

export const withdrawFromTournament = callable('withdrawFromTournament', member, async (input, request) => {
  const acting = actingFor(request, input.memberId);
  const removed = await withdrawTournament(db, input.tournamentId, acting.memberId, acting.bypassSchedule);
  if (!removed) throw new HttpsError('not-found', M.tournamentNotRegistered);
  return { tournamentId: input.tournamentId, memberId: acting.memberId };
});

export const registerForPar3 = callable('registerForPar3', memberSigningInToRegister, async (input, request) => {
  const acting = actingFor(request, input.memberId, SIGN_IN_TO_REGISTER);
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

export const withdrawFromPar3 = callable('withdrawFromPar3', member, async (input, request) => {
  const acting = actingFor(request, input.memberId);
  const removed = await withdrawPar3(db, input.eventId, acting.memberId, acting.bypassSchedule);
  if (!removed) throw new HttpsError('not-found', M.eventNotRegistered);
  return { eventId: input.eventId, memberId: acting.memberId };
});
