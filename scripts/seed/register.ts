/**
 * Registrations go through the registration callables, as the admin panel's
 * registrations managers make them (an admin acting for a member), so each
 * one moves its counter in the same transaction as in real use.
 *
 * Calls run concurrently on the Functions emulator's warm workers, but never
 * two at once for the same event or the same member: each registration's
 * transaction writes its event's counters and its member's profile, and two
 * concurrent transactions writing one document cost the emulator seconds
 * (see keyedPool). Any other two run side by side.
 */
import type { Caller } from './callables';
import type { SeedSource } from './types';
import { keyedPool } from './write';

/** Calls in flight at once (each keeps one Functions emulator worker busy). */
export const CALLS_IN_FLIGHT = 4;

type Registration =
  | { kind: 'tournament'; item: SeedSource['tournamentRegistrations'][number] }
  | { kind: 'par3'; item: SeedSource['par3Registrations'][number] };

/** A fixed, well-mixed order (FNV-1a of the path), so neighbours in the queue rarely share an event or a member. */
function mixed(items: readonly Registration[]): Registration[] {
  const hash = (s: string) => {
    let h = 0x811c9dc5;
    for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
    return h;
  };
  const keyed = items.map((r) => ({ r, h: hash(`${r.kind}/${r.item.parentId}/${r.item.id}`) }));
  return keyed.sort((a, b) => a.h - b.h).map(({ r }) => r);
}

/**
 * Starts one worker per call in flight for each registration callable before
 * the season needs them (a worker's first start costs a second or more), with
 * a call the callable refuses (an empty payload: invalid-argument).
 */
export async function warmRegistrationWorkers(caller: Caller): Promise<void> {
  // Deliberately malformed: the payload the callable must refuse.
  const refused = (name: 'registerForTournament' | 'registerForPar3') =>
    caller.call(name, {} as never).then(
      () => {
        throw new Error(`${name}({}) was accepted; the seed expected invalid-argument`);
      },
      (error: unknown) => {
        if (!String(error).includes('INVALID_ARGUMENT')) throw error;
      },
    );
  await Promise.all(
    (['registerForTournament', 'registerForPar3'] as const).flatMap((name) => Array.from({ length: CALLS_IN_FLIGHT }, () => refused(name))),
  );
}

export async function registerEveryone(caller: Caller, source: SeedSource): Promise<void> {
  const dietary = new Map(source.profiles.map((p) => [p.id, p.data.dietaryRequirements]));
  const all: Registration[] = [
    ...source.tournamentRegistrations.map((item) => ({ kind: 'tournament' as const, item })),
    ...source.par3Registrations.map((item) => ({ kind: 'par3' as const, item })),
  ];
  await keyedPool(
    mixed(all),
    CALLS_IN_FLIGHT,
    (r) => [`${r.kind}/${r.item.parentId}`, `member/${r.item.id}`],
    (r) =>
      r.kind === 'tournament'
        ? caller.call('registerForTournament', {
            tournamentId: r.item.parentId,
            memberId: r.item.id,
            handicap: r.item.data.handicap,
          })
        : caller.call('registerForPar3', {
            eventId: r.item.parentId,
            teeTimeId: r.item.data.teeTimeId,
            memberId: r.item.id,
            handicap: r.item.data.handicap,
            dietaryRequirements: dietary.get(r.item.id) ?? '',
          }),
  );
}

/**
 * The waiting lists, once the tournaments are full: one call at a time, in the
 * source's order, so the server's `joinedAt` keeps that order (first come, first served).
 */
export async function joinWaitlists(caller: Caller, source: SeedSource): Promise<void> {
  for (const w of source.tournamentWaitlist) {
    await caller.call('joinTournamentWaitlist', { tournamentId: w.parentId, memberId: w.id, handicap: w.data.handicap });
  }
}
