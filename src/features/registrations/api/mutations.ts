import { callFunction } from '@/lib/data/callable';
import type { RegisterForPar3Input, RegisterForTournamentInput } from '@/lib/schemas/registrations';

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

export async function registerForPar3(input: RegisterForPar3Input): Promise<void> {
  await callFunction('registerForPar3', input);
}

export async function withdrawFromPar3(eventId: string): Promise<void> {
  await callFunction('withdrawFromPar3', { eventId });
}
