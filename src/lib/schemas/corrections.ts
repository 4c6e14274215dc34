import { z } from 'zod';
import { docId, moment, onFirstUse, text, wholeNumber } from './common';
import { holeStrokes } from './scoring';
import { readShape } from './stored';

/**
 * {tournaments|par3Events}/{id}/cards/{memberId}/corrections/{id}: the log of an
 * admin's corrections to a card that is no longer open (issue 28: "who, when,
 * which hole, and the value before and after"). Written only by the correctCard
 * callable, in the same transaction as the correction; admins and the player read it.
 */
export const correctionDoc = onFirstUse(() =>
  z.strictObject({
    hole: wholeNumber('Hole', 1, 18),
    /** The entry before: strokes, null for a pick-up; absent when the hole had none. */
    before: holeStrokes.optional(),
    /** The entry after: strokes, or null for a pick-up. */
    after: holeStrokes,
    /** The admin's uid and name. */
    by: docId('Admin'),
    byName: text('Name', 0, 100),
    /** The card's status when it was corrected. */
    status: z.enum(['open', 'submitted', 'attested', 'verified']),
    at: moment,
  }),
);

export type CorrectionDoc = z.infer<typeof correctionDoc>;

export const correctionRead = readShape(correctionDoc);

/** The correctCard callable: an admin sets one hole of a card, whatever its status; the change is logged. */
export const correctCardSchema = onFirstUse(() =>
  z.strictObject({
    kind: z.enum(['tournament', 'par3']),
    eventId: docId('Event'),
    memberId: docId('Member'),
    hole: wholeNumber('Hole', 1, 18),
    strokes: holeStrokes,
  }),
);

export type CorrectCardInput = z.infer<typeof correctCardSchema>;
