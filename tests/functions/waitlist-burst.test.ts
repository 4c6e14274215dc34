/**
 * A burst on a waiting list (issue 20): many members at once registering,
 * joining the list, withdrawing and leaving it, against the emulators. After
 * every wave: registrations never exceed capacity; while anyone waits, every
 * place is taken (each freed place went to the head); nobody is both
 * registered and waiting; the counters equal the documents.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearAllSettled, makePar3Event, makeTournament } from './callables-helpers';
import { call, closeAdmin, createUser, db, type CallOutcome, type TestUser } from './helpers';

afterAll(closeAdmin);

const RACERS = 20;
let members: TestUser[] = [];

beforeAll(async () => {
  await clearAllSettled();
  members = [];
  for (let i = 0; i < RACERS; i += 1) members.push(await createUser(`burst${String(i).padStart(2, '0')}`));
  // Warm a pool of workers (refused payloads, no writes) so the burst really overlaps.
  const warm = await Promise.all(members.map((m) => call('joinTournamentWaitlist', null, m.token)));
  expect(warm.every((o) => !o.ok && o.code === 'invalid-argument')).toBe(true);
}, 300_000);

const ids = async (path: string) => (await db.collection(path).get()).docs.map((d) => d.id);

async function invariants(parent: string, capacity: number) {
  const registered = await ids(`${parent}/registrations`);
  const waiting = await ids(`${parent}/waitlist`);
  const event = (await db.doc(parent).get()).data() ?? {};
  expect(registered.length).toBeLessThanOrEqual(capacity);
  if (waiting.length > 0) expect(registered.length).toBe(capacity);
  expect(registered.filter((id) => waiting.includes(id))).toEqual([]);
  expect(event.registeredCount).toBe(registered.length);
  expect(event.waitlistCount ?? 0).toBe(waiting.length);
  return { registered, waiting };
}

const okCount = (outcomes: CallOutcome[]) => outcomes.filter((o) => o.ok).length;

describe('waiting-list burst', () => {
  it('tournament: 20 members race for 5 places and the list, then withdraw and leave at once', async () => {
    const T = 'burst-cup';
    const CAP = 5;
    await makeTournament(T, { maxParticipants: CAP });

    // Everyone tries to register; whoever is refused joins the list: both at once.
    const first = await Promise.all(
      members.map(async (m) => {
        const r = await call('registerForTournament', { tournamentId: T, handicap: 10 }, m.token);
        return r.ok ? r : call('joinTournamentWaitlist', { tournamentId: T, handicap: 10 }, m.token);
      }),
    );
    expect(okCount(first)).toBe(RACERS);
    let state = await invariants(`tournaments/${T}`, CAP);
    expect(state.registered).toHaveLength(CAP);
    expect(state.waiting).toHaveLength(RACERS - CAP);

    // The order of the list before the wave: heads must move up in that order.
    const order = (await db.collection(`tournaments/${T}/waitlist`).orderBy('joinedAt').get()).docs.map((d) => d.id);
    const leavers = order.slice(-4);
    const withdrawers = state.registered.slice(0, 3);
    const wave = await Promise.all([
      ...withdrawers.map((uid) => call('withdrawFromTournament', { tournamentId: T }, members.find((m) => m.uid === uid)?.token)),
      ...leavers.map((uid) => call('leaveTournamentWaitlist', { tournamentId: T }, members.find((m) => m.uid === uid)?.token)),
    ]);
    expect(okCount(wave)).toBe(withdrawers.length + leavers.length);
    state = await invariants(`tournaments/${T}`, CAP);
    // The three freed places went to the three first in line (none of whom left).
    const heads = order.filter((id) => !leavers.includes(id)).slice(0, 3);
    for (const id of heads) expect(state.registered).toContain(id);
    expect(state.waiting.sort()).toEqual(order.filter((id) => !leavers.includes(id) && !heads.includes(id)).sort());

    // A second wave: everyone registered withdraws, everyone waiting leaves or stays, all at once.
    const second = await Promise.all([
      ...state.registered.map((uid) => call('withdrawFromTournament', { tournamentId: T }, members.find((m) => m.uid === uid)?.token)),
      ...state.waiting
        .filter((_, i) => i % 2 === 0)
        .map((uid) => call('leaveTournamentWaitlist', { tournamentId: T }, members.find((m) => m.uid === uid)?.token)),
    ]);
    expect(second.every((o) => o.ok || o.code === 'not-found')).toBe(true);
    await invariants(`tournaments/${T}`, CAP);
  }, 240_000);

  it('Par 3: two tee times of 3 raced by 20, then withdrawals and leaving at once', async () => {
    const E = 'burst-night';
    await makePar3Event(E, { t1: { teeTime: '18:00', maxParticipants: 3 }, t2: { teeTime: '18:10', maxParticipants: 3 } });

    const first = await Promise.all(
      members.map(async (m, i) => {
        const r = await call('registerForPar3', { eventId: E, teeTimeId: i % 2 === 0 ? 't1' : 't2' }, m.token);
        if (r.ok) return r;
        const other = await call('registerForPar3', { eventId: E, teeTimeId: i % 2 === 0 ? 't2' : 't1' }, m.token);
        return other.ok ? other : call('joinPar3Waitlist', { eventId: E }, m.token);
      }),
    );
    expect(okCount(first)).toBe(RACERS);
    let state = await invariants(`par3Events/${E}`, 6);
    expect(state.waiting).toHaveLength(RACERS - 6);

    // Four withdraw while the last five in line leave: the four first in line move up.
    const order = (await db.collection(`par3Events/${E}/waitlist`).orderBy('joinedAt').get()).docs.map((d) => d.id);
    const leavers = order.slice(-5);
    const wave = await Promise.all([
      ...state.registered.slice(0, 4).map((uid) => call('withdrawFromPar3', { eventId: E }, members.find((m) => m.uid === uid)?.token)),
      ...leavers.map((uid) => call('leavePar3Waitlist', { eventId: E }, members.find((m) => m.uid === uid)?.token)),
    ]);
    expect(okCount(wave)).toBe(9);
    state = await invariants(`par3Events/${E}`, 6);
    for (const id of order.slice(0, 4)) expect(state.registered).toContain(id);
    expect(state.waiting.sort()).toEqual(order.slice(4, -5).sort());
    for (const t of ['t1', 't2']) {
      const onTee = (await db.collection(`par3Events/${E}/registrations`).where('teeTimeId', '==', t).get()).size;
      expect((await db.doc(`par3Events/${E}/teeTimes/${t}`).get()).get('currentParticipants')).toBe(onTee);
      expect(onTee).toBeLessThanOrEqual(3);
    }
  }, 240_000);
});
