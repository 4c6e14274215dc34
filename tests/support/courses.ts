/**
 * Courses for tests (issue 28), parsed by the collection's strict shape: an
 * 18-hole par 72 with two rated tees, and a 9-hole par-3 course without a rating.
 */
import { courseDoc, type CourseDoc } from '@/lib/schemas/scoring';

const PARS_18 = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5, 4, 4, 3, 5, 4];
const INDEXES_18 = [7, 11, 15, 3, 1, 13, 17, 9, 5, 8, 16, 2, 12, 6, 10, 18, 4, 14];
const INDEXES_9 = [5, 1, 9, 3, 7, 2, 8, 4, 6];

/** An 18-hole par 72, tees "White" (CR 72.5, slope 113) and "Yellow" (CR 70.1, slope 128). */
export function courseFor(name = 'Creek Course', overrides: Partial<CourseDoc> = {}): CourseDoc {
  return courseDoc.parse({
    name,
    holes: PARS_18.map((par, i) => ({ par, strokeIndex: INDEXES_18[i] })),
    tees: [
      { name: 'White', courseRating: 72.5, slopeRating: 113 },
      { name: 'Yellow', courseRating: 70.1, slopeRating: 128 },
    ],
    ...overrides,
  });
}

/** A 9-hole par-3 course with no rating (course handicap: HI x 9 / 18, decision 0019). */
export function par3CourseFor(name = 'Floodlit Nine', overrides: Partial<CourseDoc> = {}): CourseDoc {
  return courseDoc.parse({ name, holes: INDEXES_9.map((strokeIndex) => ({ par: 3, strokeIndex })), tees: [], ...overrides });
}
