import { z } from 'zod';
import { docId, numberIn, onFirstUse, optionalId, text, wholeNumber } from './common';
import { readShape } from './stored';
import { DEFAULT_ALLOWANCE, HOLE_KEYS } from './values';

export { DEFAULT_ALLOWANCE, HOLE_KEYS };

/**
 * The day of play (issue 28; the formulas are in src/lib/scoring.ts): courses,
 * a tournament's groups, and each member's card for a tournament or a Par 3
 * night. Field names are the data contract (shared design, architecture.md).
 */

export const HOLE_COUNTS = [9, 18] as const;
export const MIN_PAR = 3;
export const MAX_PAR = 6;
export const MIN_SLOPE = 55;
export const MAX_SLOPE = 155;
export const MAX_STROKES = 20;

export const holeDoc = onFirstUse(() =>
  z.strictObject({
    par: wholeNumber('Par', MIN_PAR, MAX_PAR),
    strokeIndex: wholeNumber('Stroke index', 1, 18),
  }),
);

export type HoleDoc = z.infer<typeof holeDoc>;

export const teeDoc = onFirstUse(() =>
  z.strictObject({
    name: text('Tee name', 1, 40),
    courseRating: numberIn('Course rating', 20, 90),
    slopeRating: wholeNumber('Slope rating', MIN_SLOPE, MAX_SLOPE),
  }),
);

export type TeeDoc = z.infer<typeof teeDoc>;

/** The most tees a course lists (firestore.rules checks each one; a request's rules have a budget of expressions). */
export const MAX_TEES = 6;

/**
 * What is wrong with a course's holes, hole by hole ("Hole 7: ..."), or [] when
 * they can be scored: 9 or 18 holes, each with a par of 3-6, stroke indexes a
 * permutation of 1..N. The course form shows these; an event cannot be scored
 * on a course that has any.
 */
export function courseProblems(holes: readonly { par?: unknown; strokeIndex?: unknown }[]): string[] {
  const problems: string[] = [];
  const n = holes.length;
  if (!(HOLE_COUNTS as readonly number[]).includes(n)) problems.push('A course has 9 or 18 holes');
  const seen = new Map<number, number>();
  holes.forEach((hole, i) => {
    const number = i + 1;
    const par = hole.par;
    if (typeof par !== 'number' || !Number.isInteger(par)) problems.push(`Hole ${number}: par is required`);
    else if (par < MIN_PAR || par > MAX_PAR) problems.push(`Hole ${number}: par must be between ${MIN_PAR} and ${MAX_PAR}`);
    const si = hole.strokeIndex;
    if (typeof si !== 'number' || !Number.isInteger(si)) problems.push(`Hole ${number}: stroke index is required`);
    else if (si < 1 || si > Math.max(n, 1)) problems.push(`Hole ${number}: stroke index must be between 1 and ${n}`);
    else if (seen.has(si)) problems.push(`Hole ${number}: stroke index ${si} is already used on hole ${seen.get(si)}`);
    else seen.set(si, number);
  });
  return problems;
}

/** courses/{courseId}: admins write; anyone reads. */
export const courseDoc = onFirstUse(() =>
  z
    .strictObject({
      name: text('Course name', 1, 100),
      holes: z.array(holeDoc),
      tees: z.array(teeDoc).max(MAX_TEES, `A course has at most ${MAX_TEES} tees`),
    })
    .superRefine((course, ctx) => {
      for (const message of courseProblems(course.holes)) ctx.addIssue({ code: 'custom', message, path: ['holes'] });
      const names = course.tees.map((t) => t.name.toLowerCase());
      names.forEach((name, i) => {
        if (names.indexOf(name) !== i)
          ctx.addIssue({ code: 'custom', message: `Tee ${course.tees[i]?.name} is listed twice`, path: ['tees', i, 'name'] });
      });
    }),
);

export type CourseDoc = z.infer<typeof courseDoc>;

/** A course as read: a missing tee list is an unrated course. Checks of the holes are the scorer's (courseProblems). */
export const courseRead = readShape(courseDoc, { tees: [] });

/** "HH:mm", 00:00-23:59. */
export const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Tee time must be HH:mm');

export const MAX_GROUP_SIZE = 4;

/** tournaments/{id}/groups/{groupId}: admins write (the draw); anyone reads once published. */
export const groupDoc = onFirstUse(() =>
  z
    .strictObject({
      teeTime: clockTime,
      startHole: wholeNumber('Starting hole', 1, 18),
      memberIds: z
        .array(docId('Member'))
        .min(1, 'A group has at least one player')
        .max(MAX_GROUP_SIZE, `A group has at most ${MAX_GROUP_SIZE} players`),
      markerId: docId('Marker', 'Please choose a marker'),
    })
    .refine((g) => g.memberIds.includes(g.markerId), { message: 'The marker must be one of the group', path: ['markerId'] })
    .refine((g) => new Set(g.memberIds).size === g.memberIds.length, { message: 'A player is listed twice', path: ['memberIds'] }),
);

export type GroupDoc = z.infer<typeof groupDoc>;

export const groupRead = readShape(groupDoc, { startHole: 1 });

/** One hole's entry: a whole number of strokes, or null for a pick-up or no return (0 points). */
export const holeStrokes = onFirstUse(() =>
  z
    .number({ error: 'Strokes must be a number' })
    .int('Strokes must be a whole number')
    .min(1, 'Strokes must be at least 1')
    .max(MAX_STROKES, `Strokes must be at most ${MAX_STROKES}`)
    .nullable(),
);

/** Hole number ("1".."18") -> strokes or null (pick-up). A hole not in the map has no entry yet. */
export const strokesMap = z.partialRecord(z.enum(HOLE_KEYS), holeStrokes);

export type StrokesMap = z.infer<typeof strokesMap>;

export const CARD_STATUSES = ['open', 'submitted', 'attested', 'verified'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

/**
 * tournaments/{id}/cards/{memberId} and par3Events/{id}/cards/{memberId}.
 * People write `strokes` (marker, player, admin; only while open; only the holes
 * named), `playerStrokes` (the player) and `status` (with `disputedHole` when the
 * player returns it); functions write the rest.
 */
export const cardDoc = onFirstUse(() =>
  z.strictObject({
    strokes: strokesMap,
    playerStrokes: strokesMap,
    status: z.enum(CARD_STATUSES),
    /** The hole the player disputes when returning a submitted card (null otherwise). */
    disputedHole: wholeNumber('Disputed hole', 1, 18).nullable(),
    // Kept by functions:
    groupId: optionalId('Group'),
    markerId: optionalId('Marker'),
    handicapIndex: numberIn('Handicap index', -10, 54).nullable(),
    courseHandicap: z.number().nullable(),
    playingHandicap: z.number().int().nullable(),
    gross: wholeNumber('Gross', 0, 400),
    net: z.number().int(),
    points: wholeNumber('Points', 0, 200),
    birdies: wholeNumber('Birdies', 0, 18),
    thru: wholeNumber('Thru', 0, 18),
  }),
);

export type CardDoc = z.infer<typeof cardDoc>;

/** A card as read: what functions keep may be absent until they first write it. */
export const cardRead = readShape(cardDoc, {
  strokes: {},
  playerStrokes: {},
  status: 'open',
  gross: 0,
  net: 0,
  points: 0,
  birdies: 0,
  thru: 0,
});

/** The fields of a card only functions write. */
export const CARD_DERIVED_FIELDS = [
  'groupId',
  'markerId',
  'handicapIndex',
  'courseHandicap',
  'playingHandicap',
  'gross',
  'net',
  'points',
  'birdies',
  'thru',
] as const satisfies readonly (keyof CardDoc)[];

export const allowance = wholeNumber('Handicap allowance', 1, 100);
