import { z } from 'zod';
import { tournamentFormSchema, type TournamentFormInput } from '@/lib/schemas/tournament';

/** The sponsor choice is a select: its empty option ('') is "no sponsor" (null). */
const sponsorChoice = z.preprocess((v) => (v === '' || v === undefined ? null : v), tournamentFormSchema.shape.sponsorId);

/** The course choice is a select too: '' is "no course" (the totals-only Scores tab). */
const courseChoice = z.preprocess((v) => (v === '' || v === undefined ? null : v), tournamentFormSchema.shape.courseId);

/** The tournament dialog's one schema: the stored form, with the selects' empty values read as null. */
export const tournamentForm = tournamentFormSchema.extend({ sponsorId: sponsorChoice, courseId: courseChoice });

export type TournamentValues = z.output<typeof tournamentForm>;

/** A course as the form needs it: its name and its tees' names. */
export interface CourseTees {
  id: string;
  name: string;
  tees: readonly { name: string }[];
}

/**
 * The schema for a tournament that already has `registered` members: its
 * maximum cannot drop below the places taken (the rules refuse it too). On a
 * rated course, the tee is one of that course's tees.
 */
export function tournamentFormFor(registered: number, courses: readonly CourseTees[] = []) {
  return tournamentForm
    .refine((v) => registered === 0 || v.maxParticipants >= registered, {
      path: ['maxParticipants'],
      message: `Max participants cannot be below the ${registered} members already registered`,
    })
    .superRefine((v, ctx) => {
      const course = courses.find((c) => c.id === v.courseId);
      if (!course || course.tees.length === 0) return;
      if (!course.tees.some((t) => t.name === v.teeName))
        ctx.addIssue({ code: 'custom', path: ['teeName'], message: `Choose one of the tees of ${course.name}` });
    });
}

export type { TournamentFormInput };
