import { describe } from 'vitest';
import { courseFor, par3CourseFor } from '../support/courses';
import { MAX_TEES } from '@/lib/schemas/scoring';
import { adminKept, useRules } from './env';

/** A valid 18-hole course; `overrides` may be anything a test sends (bad values included). */
const course = (overrides: Record<string, unknown> = {}) => ({ ...courseFor(), ...overrides });
const { holes, tees } = courseFor();
const nine = par3CourseFor().holes;
const withHole = (i: number, hole: unknown) => holes.map((h, j) => (j === i ? hole : h));
const tee = (overrides: Record<string, unknown>) => [{ name: 'Red', courseRating: 68, slopeRating: 120, ...overrides }];

const { as } = useRules(() => ({ 'courses/creek': course() }));

describe('courses', () => {
  adminKept(as, {
    path: 'courses/creek',
    newPath: 'courses/nine',
    build: course,
    what: 'a course',
    create: { name: 'Floodlit Nine', holes: nine, tees: [] },
    update: () => ({ name: 'Creek (new layout)', tees: tees.slice(0, 1) }),
    accepted: [
      'with six tees (MAX_TEES) at the rating limits and a name of 100 characters',
      {
        name: 'x'.repeat(100),
        tees: Array.from({ length: MAX_TEES }, (_, i) => ({
          name: `Tee ${i}`,
          courseRating: i % 2 ? 20 : 90,
          slopeRating: i % 2 ? 55 : 155,
        })),
      },
    ],
    refused: [
      ['an empty name', { name: '' }],
      ['a name over 100 characters', { name: 'x'.repeat(101) }],
      ['10 holes', { holes: [...nine, { par: 3, strokeIndex: 10 }] }],
      ['17 holes', { holes: holes.slice(0, 17) }],
      ['no holes', { holes: [] }],
      ['holes that are not a list', { holes: 'eighteen' }],
      ['a hole without a par ("Hole 7: par is required")', { holes: withHole(6, { strokeIndex: 17 }) }],
      ['a par of 2', { holes: withHole(6, { par: 2, strokeIndex: 17 }) }],
      ['a par of 7', { holes: withHole(6, { par: 7, strokeIndex: 17 }) }],
      ['a par of 4.5', { holes: withHole(6, { par: 4.5, strokeIndex: 17 }) }],
      ['a stroke index used twice', { holes: withHole(6, { par: 3, strokeIndex: 1 }) }],
      ['a stroke index of 19', { holes: withHole(6, { par: 3, strokeIndex: 19 }) }],
      ['a stroke index of 10 on nine holes', { holes: nine.map((h, i) => (i === 0 ? { par: 3, strokeIndex: 10 } : h)) }],
      ['a hole with an unknown field', { holes: withHole(6, { par: 3, strokeIndex: 17, yards: 180 }) }],
      ['a hole that is not a map', { holes: withHole(17, 4) }],
      ['a back-nine hole without a stroke index', { holes: withHole(17, { par: 4 }) }],
      ['seven tees', { tees: Array.from({ length: MAX_TEES + 1 }, (_, i) => ({ name: `T${i}`, courseRating: 70, slopeRating: 113 })) }],
      ['a slope rating of 54', { tees: tee({ slopeRating: 54 }) }],
      ['a slope rating of 156', { tees: tee({ slopeRating: 156 }) }],
      ['a course rating of 91', { tees: tee({ courseRating: 91 }) }],
      ['a tee without a name', { tees: tee({ name: '' }) }],
      ['a tee without a slope rating', { tees: [{ name: 'Red', courseRating: 68 }] }],
      ['a tee with an unknown field', { tees: tee({ colour: 'red' }) }],
      [
        'a sixth tee that is wrong',
        { tees: [...Array.from({ length: 5 }, (_, i) => ({ name: `T${i}`, courseRating: 70, slopeRating: 113 })), { name: 'X' }] },
      ],
      ['tees that are not a list', { tees: 'white' }],
      ['an unknown field', { architect: 'Fazio' }],
    ],
  });
});
