import { z } from 'zod';
import { par3EventDoc, par3EventFormSchema, teeTimeFormSchema } from '@/lib/schemas/par3';

/** The course choice is a select: '' is "no course" (null: the totals-only scores). */
const courseChoice = z.preprocess((v) => (v === '' || v === undefined ? null : v), par3EventFormSchema.shape.courseId);

/** A new event: the stored form, the select's '' read as no course. */
export const newEventSchema = par3EventFormSchema.extend({ courseId: courseChoice });

/** Editing an event: the same form, but a past date stays (only a new event must be in the future). */
export const editEventSchema = newEventSchema.extend({ date: par3EventDoc.shape.date });

/** The marker choice is a select: '' is "no marker chosen" (null: the member who registered first marks). */
const markerChoice = z.preprocess((v) => (v === '' ? null : v), teeTimeFormSchema.shape.markerId);

/** Editing a tee time: its places cannot drop below the places taken (the rules' check, said in words). */
export function editTeeTimeSchema(taken: number) {
  return teeTimeFormSchema.extend({ markerId: markerChoice }).refine((v) => v.maxParticipants >= taken, {
    path: ['maxParticipants'],
    message: `Max participants cannot be below the ${taken} places already taken`,
  });
}
