import { callFunction } from '@/lib/data/callable';
import { registerForPar3Schema, withdrawFromPar3Schema, type RegisterForPar3Input } from '@/lib/schemas/registrations';

/** Written only by the callables (architecture decision 5), payloads checked by the function's own schema. */
export async function registerForPar3(input: RegisterForPar3Input): Promise<void> {
  await callFunction('registerForPar3', registerForPar3Schema.parse(input));
}

export async function withdrawFromPar3(eventId: string): Promise<void> {
  await callFunction('withdrawFromPar3', withdrawFromPar3Schema.parse({ eventId }));
}
