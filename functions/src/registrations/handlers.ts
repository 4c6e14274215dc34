/**
 * Registration callables (architecture "Functions"): a member registers or
 * withdraws themself; an admin may pass `memberId` to act for anyone.
 * Order of checks: caller, payload, then the transaction's own checks.
 */
import { db } from '../shared/runtime';
import { onCall } from '../shared/handlers';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  registerForPar3Schema,
  registerForTournamentSchema,
  withdrawFromPar3Schema,
  withdrawFromTournamentSchema,
} from '@/lib/schemas/registrations';
import { parse, requireUser } from '../shared/guards';
import { actingFor } from './acting';
import {
  REGISTRATION_MESSAGES as M,
  registerPar3,
  registerTournament,
  withdrawPar3,
  withdrawTournament,
} from './core';

const SIGN_IN_TO_REGISTER = 'Please sign in to register for tournaments';

export const registerForTournament = onCall(async (request) => {
  requireUser(request, SIGN_IN_TO_REGISTER);
  const input = parse(registerForTournamentSchema, request.data);
  const acting = actingFor(request, input.memberId, SIGN_IN_TO_REGISTER);
  const result = await registerTournament(db, {
    tournamentId: input.tournamentId,
    memberId: acting.memberId,
    handicap: input.handicap,
    bypassSchedule: acting.bypassSchedule,
  });
  return { tournamentId: input.tournamentId, memberId: acting.memberId, ...result };
});

export const withdrawFromTournament = onCall(async (request) => {
  requireUser(request);
  const input = parse(withdrawFromTournamentSchema, request.data);
  const acting = actingFor(request, input.memberId);
  const removed = await withdrawTournament(db, input.tournamentId, acting.memberId, acting.bypassSchedule);
  if (!removed) throw new HttpsError('not-found', M.tournamentNotRegistered);
  return { tournamentId: input.tournamentId, memberId: acting.memberId };
});

export const registerForPar3 = onCall(async (request) => {
  requireUser(request, SIGN_IN_TO_REGISTER);
  const input = parse(registerForPar3Schema, request.data);
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

export const withdrawFromPar3 = onCall(async (request) => {
  requireUser(request);
  const input = parse(withdrawFromPar3Schema, request.data);
  const acting = actingFor(request, input.memberId);
  const removed = await withdrawPar3(db, input.eventId, acting.memberId, acting.bypassSchedule);
  if (!removed) throw new HttpsError('not-found', M.eventNotRegistered);
  return { eventId: input.eventId, memberId: acting.memberId };
});
