import { callFunction } from '@/lib/data/callable';
import type { RegisterForPar3Input } from '@/lib/schemas/registrations';
import type { JoinPar3WaitlistInput } from '@/lib/schemas/waitlist';

/** Written only by the callables (architecture decision 5), payloads checked by the function's own schema. */
export async function registerForPar3(input: RegisterForPar3Input): Promise<void> {
  await callFunction('registerForPar3', input);
}

export async function withdrawFromPar3(eventId: string): Promise<void> {
  await callFunction('withdrawFromPar3', { eventId });
}

/** Joining and leaving the waiting list: only the waiting-list callables write it (issue 20). */
export async function joinPar3Waitlist(input: JoinPar3WaitlistInput): Promise<number> {
  return (await callFunction('joinPar3Waitlist', input)).position;
}

export async function leavePar3Waitlist(eventId: string): Promise<void> {
  await callFunction('leavePar3Waitlist', { eventId });
}
