import { par3EventDoc, par3EventFormSchema, teeTimeFormSchema } from '@/lib/schemas/par3';

/** Editing an event: the same form, but a past date stays (only a new event must be in the future). */
export const editEventSchema = par3EventFormSchema.extend({ date: par3EventDoc.shape.date });

/** Editing a tee time: its places cannot drop below the places taken (the rules' check, said in words). */
export function editTeeTimeSchema(taken: number) {
  return teeTimeFormSchema.refine((v) => v.maxParticipants >= taken, {
    path: ['maxParticipants'],
    message: `Max participants cannot be below the ${taken} places already taken`,
  });
}
