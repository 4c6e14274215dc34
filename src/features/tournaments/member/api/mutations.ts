import { callFunction } from '@/lib/data/callable';
import type { RegisterForTournamentInput } from '@/lib/schemas/registrations';

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
