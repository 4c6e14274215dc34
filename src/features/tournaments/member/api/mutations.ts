import { callFunction } from '@/lib/data/callable';
import type { RegisterForTournamentInput } from '@/lib/schemas/registrations';
import type { JoinTournamentWaitlistInput } from '@/lib/schemas/waitlist';

/**
 * Registrations and their counters are written only by the callables
 * (architecture decision 5); each payload is checked by the same schema the
 * function checks it with.
 */
export async function registerForTournament(input: RegisterForTournamentInput): Promise<void> {
  await callFunction('registerForTournament', input);
}

export async function withdrawFromTournament(tournamentId: string): Promise<void> {
  await callFunction('withdrawFromTournament', { tournamentId });
}

/** Joining and leaving the waiting list: only the waiting-list callables write it (issue 20). */
export async function joinTournamentWaitlist(input: JoinTournamentWaitlistInput): Promise<number> {
  return (await callFunction('joinTournamentWaitlist', input)).position;
}

export async function leaveTournamentWaitlist(tournamentId: string): Promise<void> {
  await callFunction('leaveTournamentWaitlist', { tournamentId });
}
