import { z } from 'zod';
import { courseDoc, courseProblems, type HOLE_COUNTS } from '@/lib/schemas/scoring';

/**
 * The course form: the stored shape (courseDoc) with each hole's par and
 * stroke index allowed empty while typing, so that what is wrong with a hole is
 * said once, by courseProblems, in its own words ("Hole 7: stroke index 3 is
 * already used on hole 2"), under that hole's input and in the "Validation
 * failed" list. What passes is exactly what courseDoc accepts.
 */
const holeInput = z.object({ par: z.number().nullable(), strokeIndex: z.number().nullable() });

/** "Hole 7: par ..." / "Hole 7: stroke index ..." -> the input it is about. */
function holePath(message: string): (string | number)[] {
  const match = /^Hole (\d+): (par|stroke index)/.exec(message);
  if (!match) return [];
  return [Number(match[1]) - 1, match[2] === 'par' ? 'par' : 'strokeIndex'];
}

export const courseForm = z
  .object({
    name: courseDoc.shape.name,
    // Checked here, on the field, so the holes are reported even while another field fails too.
    holes: z.array(holeInput).superRefine((holes, ctx) => {
      for (const message of courseProblems(holes)) ctx.addIssue({ code: 'custom', message, path: holePath(message) });
    }),
    tees: courseDoc.shape.tees,
  })
  .superRefine((course, ctx) => {
    // courseDoc's own checks across fields (a tee listed twice), with its paths; the fields' checks are above.
    const stored = courseDoc.safeParse(course);
    if (stored.success) return;
    for (const issue of stored.error.issues) {
      if (issue.code !== 'custom' || issue.path[0] === 'holes') continue;
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path as (string | number)[] });
    }
  })
  .transform((course) => courseDoc.parse(course));

export type CourseFormInput = z.input<typeof courseForm>;
export type CourseValues = z.output<typeof courseForm>;

export type HoleCount = (typeof HOLE_COUNTS)[number];

/** A new course's holes: par 4 everywhere and no stroke index yet (the card's own order must be typed in). */
export function blankHoles(count: number): CourseFormInput['holes'] {
  return Array.from({ length: count }, () => ({ par: 4, strokeIndex: null }));
}

/** The holes resized to 9 or 18: the first holes are kept, new ones are blank. */
export function resizeHoles(holes: CourseFormInput['holes'], count: number): CourseFormInput['holes'] {
  return [...holes.slice(0, count), ...blankHoles(Math.max(0, count - holes.length))];
}
