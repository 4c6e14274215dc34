import { callFunction } from '@/lib/data/callable';
import type { RegisterForPar3Input } from '@/lib/schemas/registrations';

/** Written only by the callables (architecture decision 5), payloads checked by the function's own schema. */
export async function registerForPar3(input: RegisterForPar3Input): Promise<void> {
  await callFunction('registerForPar3', input);
}

export async function withdrawFromPar3(eventId: string): Promise<void> {
  await callFunction('withdrawFromPar3', { eventId });
}
