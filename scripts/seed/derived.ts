/**
 * What the functions must end up with after the seed's registrations: the
 * counters of every tournament, Par 3 event and tee time. The seed checks
 * its season against them before writing (no event overbooked) and checks
 * the functions' counters against them afterwards.
 */
import type { SeedSource, SubDoc } from './types';

export interface ExpectedCounters {
  /** tournament id -> registrations */
  tournaments: Map<string, number>;
  /** Par 3 event id -> registrations */
  par3Events: Map<string, number>;
  /** `${eventId}/${teeTimeId}` -> registrations */
  teeTimes: Map<string, number>;
  /** tournament id -> waiting places (waitlistCount) */
  tournamentWaitlists: Map<string, number>;
}

function tally<T>(docs: readonly T[], key: (doc: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const d of docs) counts.set(key(d), (counts.get(key(d)) ?? 0) + 1);
  return counts;
}

export function expectedCounters(source: SeedSource): ExpectedCounters {
  const byParent = (d: SubDoc<unknown>) => d.parentId;
  return {
    tournaments: tally(source.tournamentRegistrations, byParent),
    par3Events: tally(source.par3Registrations, byParent),
    teeTimes: tally(source.par3Registrations, (r) => `${r.parentId}/${r.data.teeTimeId}`),
    tournamentWaitlists: tally(source.tournamentWaitlist, byParent),
  };
}
