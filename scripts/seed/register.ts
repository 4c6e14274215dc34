/**
 * Registrations go through the registration callables, as the admin panel's
 * registrations managers make them (an admin acting for a member), so each
 * one moves its counter in the same transaction as in real use.
 */
import type { Caller } from './callables';
import type { SeedSource } from './types';
import { pool } from './write';

/** Calls in flight at once: enough to be quick, few enough not to contend for one tee time. */
const PARALLEL = 8;

export async function registerEveryone(caller: Caller, source: SeedSource): Promise<void> {
  const dietary = new Map(source.profiles.map((p) => [p.id, p.data.dietaryRequirements]));
  await pool(source.tournamentRegistrations, PARALLEL, (r) =>
    caller.call('registerForTournament', { tournamentId: r.parentId, memberId: r.id, handicap: r.data.handicap }),
  );
  await pool(source.par3Registrations, PARALLEL, (r) =>
    caller.call('registerForPar3', {
      eventId: r.parentId,
      teeTimeId: r.data.teeTimeId,
      memberId: r.id,
      handicap: r.data.handicap,
      dietaryRequirements: dietary.get(r.id) ?? '',
    }),
  );
}
