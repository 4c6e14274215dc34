import { Random } from '../random';
import type { SeedSource } from '../types';
import { buildContent } from './content';
import { withDayOfPlay } from './day-of-play';
import { buildEvents } from './events';
import { buildPeople } from './people';

/** The seed of the PRNG: the same size and day always give the same season. */
const SEASON_SEED = 20190601;

/**
 * Everything a member or an admin would have entered for the demo season,
 * computed (no I/O) from the size and the day it is seeded on.
 */
export function buildSource(size: number, today: Date): SeedSource {
  const rng = new Random(SEASON_SEED + size);
  const people = buildPeople(rng.fork('people'), today, size);
  const events = withDayOfPlay(rng.fork('day-of-play'), today, size, buildEvents(rng.fork('events'), today, size, people));
  const content = buildContent(rng.fork('content'), today, size, people, events);
  return { ...people, ...events, ...content };
}
