/**
 * The day of play in the demo season (issue 28): each event's course fields.
 * Kept in its own file so the season's other builders stay as they are.
 */
import { DEFAULT_ALLOWANCE } from '../../../src/lib/schemas/scoring';
import type { SeedSource } from '../types';

/** Every tournament and Par 3 night with its day-of-play fields (no course yet: totals-only scores). */
export function withDayOfPlay<S extends Pick<SeedSource, 'tournaments' | 'par3Events'>>(source: S): S {
  return {
    ...source,
    tournaments: source.tournaments.map((t) => ({
      ...t,
      data: { courseId: null, teeName: '', handicapAllowance: DEFAULT_ALLOWANCE, groupsPublished: false, ...t.data },
    })),
    par3Events: source.par3Events.map((e) => ({ ...e, data: { courseId: null, ...e.data } })),
  };
}
