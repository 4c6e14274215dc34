import { z } from 'zod';
import { tournamentFormSchema, type TournamentFormInput } from '@/lib/schemas/tournament';

/** The sponsor choice is a select: its empty option ('') is "no sponsor" (null). */
const sponsorChoice = z.preprocess((v) => (v === '' || v === undefined ? null : v), tournamentFormSchema.shape.sponsorId);

/** The tournament dialog's one schema: the stored form, with the select's empty value read as null. */
export const tournamentForm = tournamentFormSchema.extend({ sponsorId: sponsorChoice });

export type TournamentValues = z.output<typeof tournamentForm>;

/**
 * The schema for a tournament that already has `registered` members: its
 * maximum cannot drop below the places taken (the rules refuse it too).
 */
export function tournamentFormFor(registered: number) {
  if (registered === 0) return tournamentForm;
  return tournamentForm.refine((v) => v.maxParticipants >= registered, {
    path: ['maxParticipants'],
    message: `Max participants cannot be below the ${registered} members already registered`,
  });
}

export type { TournamentFormInput };
