/**
 * Registration callables (architecture "Functions"): a member registers or
 * withdraws themself; an admin may pass `memberId` to act for anyone.
 * Order of checks: caller, payload, then the transaction's own checks.
 */
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import {
  registerForPar3Schema,
  registerForTournamentSchema,
  withdrawFromPar3Schema,
  withdrawFromTournamentSchema,
} from '@/lib/schemas/registrations';
import { actingFor } from '../lib/acting';
import { parse, requireUser } from '../lib/guards';
import {
  REGISTRATION_MESSAGES as M,
  registerPar3,
  registerTournament,
  withdrawPar3,
  withdrawTournament,
} from '../lib/registrations';

const SIGN_IN_TO_REGISTER = 'Please sign in to register for tournaments';
const options = { region: 'us-central1' };

export const registerForTournament = onCall(options, async (request) => {
  requireUser(request, SIGN_IN_TO_REGISTER);
  const input = parse(registerForTournamentSchema, request.data);
  const acting = actingFor(request, input.memberId, SIGN_IN_TO_REGISTER);
  const result = await registerTournament({
    tournamentId: input.tournamentId,
    memberId: acting.memberId,
    handicap: input.handicap,
    bypassSchedule: acting.bypassSchedule,
  });
  return { tournamentId: input.tournamentId, memberId: acting.memberId, ...result };
});

export const withdrawFromTournament = onCall(options, async (request) => {
  requireUser(request);
  const input = parse(withdrawFromTournamentSchema, request.data);
  const acting = actingFor(request, input.memberId);
  const removed = await withdrawTournament(input.tournamentId, acting.memberId, acting.bypassSchedule);
  if (!removed) throw new HttpsError('not-found', M.tournamentNotRegistered);
  return { tournamentId: input.tournamentId, memberId: acting.memberId };
});

export const registerForPar3 = onCall(options, async (request) => {
  requireUser(request, SIGN_IN_TO_REGISTER);
  const input = parse(registerForPar3Schema, request.data);
  const acting = actingFor(request, input.memberId, SIGN_IN_TO_REGISTER);
  const result = await registerPar3({
    eventId: input.eventId,
    teeTimeId: input.teeTimeId,
    memberId: acting.memberId,
    handicap: input.handicap,
    dietaryRequirements: input.dietaryRequirements,
    bypassSchedule: acting.bypassSchedule,
  });
  return { eventId: input.eventId, teeTimeId: input.teeTimeId, memberId: acting.memberId, ...result };
});

export const withdrawFromPar3 = onCall(options, async (request) => {
  requireUser(request);
  const input = parse(withdrawFromPar3Schema, request.data);
  const acting = actingFor(request, input.memberId);
  const removed = await withdrawPar3(input.eventId, acting.memberId, acting.bypassSchedule);
  if (!removed) throw new HttpsError('not-found', M.eventNotRegistered);
  return { eventId: input.eventId, memberId: acting.memberId };
});
