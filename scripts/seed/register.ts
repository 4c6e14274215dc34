/**
 * Registrations go through the registration callables, as the admin panel's
 * registrations managers make them (an admin acting for a member), so each
 * one moves its counter in the same transaction as in real use.
 */
import type { Caller } from './callables';
import type { SeedSource } from './types';
import { pool } from './write';

/** Calls in flight at once (each is one emulator worker). */
const PARALLEL = 8;

/** A fixed, well-mixed order (FNV-1a of the path), so calls in flight rarely share an event or a member. */
function mixed<T extends { parentId: string; id: string }>(items: readonly T[]): T[] {
  const hash = (s: string) => {
    let h = 0x811c9dc5;
    for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
    return h;
  };
  return [...items].sort((a, b) => hash(`${a.parentId}/${a.id}`) - hash(`${b.parentId}/${b.id}`));
}

export async function registerEveryone(caller: Caller, source: SeedSource): Promise<void> {
  const dietary = new Map(source.profiles.map((p) => [p.id, p.data.dietaryRequirements]));
  await pool(mixed(source.tournamentRegistrations), PARALLEL, (r) =>
    caller.call('registerForTournament', { tournamentId: r.parentId, memberId: r.id, handicap: r.data.handicap }),
  );
  await pool(mixed(source.par3Registrations), PARALLEL, (r) =>
    caller.call('registerForPar3', {
      eventId: r.parentId,
      teeTimeId: r.data.teeTimeId,
      memberId: r.id,
      handicap: r.data.handicap,
      dietaryRequirements: dietary.get(r.id) ?? '',
    }),
  );
}
