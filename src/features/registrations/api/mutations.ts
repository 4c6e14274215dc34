import { callFunction } from '@/lib/data/callable';
import {
  registerForPar3Schema,
  registerForTournamentSchema,
  withdrawFromPar3Schema,
  withdrawFromTournamentSchema,
  type RegisterForPar3Input,
  type RegisterForTournamentInput,
} from '@/lib/schemas/registrations';

/**
 * Registrations and their counters are written only by the callables
 * (architecture decision 5); each payload is checked by the same schema the
 * function checks it with.
 */
export async function registerForTournament(input: RegisterForTournamentInput): Promise<void> {
  await callFunction('registerForTournament', registerForTournamentSchema.parse(input));
}

export async function withdrawFromTournament(tournamentId: string): Promise<void> {
  await callFunction('withdrawFromTournament', withdrawFromTournamentSchema.parse({ tournamentId }));
}

export async function registerForPar3(input: RegisterForPar3Input): Promise<void> {
  await callFunction('registerForPar3', registerForPar3Schema.parse(input));
}

export async function withdrawFromPar3(eventId: string): Promise<void> {
  await callFunction('withdrawFromPar3', withdrawFromPar3Schema.parse({ eventId }));
}
