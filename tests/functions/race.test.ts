/**
 * Many members pressing "Confirm Registration" at the same moment: the
 * transactions must never overbook a tee time or tournament, and a member
 * never holds two registrations for one event.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATION_MESSAGES } from '../../functions/src/registrations/core';
import {
  clearAllSettled,
  contractMinimal,
  makeMinimalPar3Event,
  makePar3Event,
  makeTournament,
  registrationIds,
  tournamentRegistrationFor,
} from './callables-helpers';
import { call, closeAdmin, createUser, db, read, type CallOutcome, type TestUser } from './helpers';

afterAll(closeAdmin);

const RACERS = 24;
let members: TestUser[] = [];

function codes(outcomes: CallOutcome[]): Record<string, number> {
  const tally: Record<string, number> = {};
  for (const o of outcomes) {
    const key = o.ok ? 'ok' : o.code;
    tally[key] = (tally[key] ?? 0) + 1;
  }
  return tally;
}

beforeAll(async () => {
  await clearAllSettled();
  members = [];
  for (let i = 0; i < RACERS; i += 1) members.push(await createUser(`racer${String(i).padStart(2, '0')}`));
  // The Functions emulator starts one worker process per concurrent request.
  // Warming a pool of workers first (refused payloads, no writes) means the
  // race's transactions really overlap instead of being spread out by cold starts.
  for (const name of ['registerForPar3', 'registerForTournament'] as const) {
    const warm = await Promise.all(members.map((m) => call(name, null, m.token)));
    expect(codes(warm)).toEqual({ 'invalid-argument': RACERS });
  }
}, 300_000);

describe('registration races', () => {
  it('24 members at once for a tee time with 4 places: exactly 4 get in', async () => {
    await makePar3Event('race-par3', { t: { maxParticipants: 4 } });

    const outcomes = await Promise.all(members.map((m) => call('registerForPar3', { eventId: 'race-par3', teeTimeId: 't' }, m.token)));

    expect(codes(outcomes)).toEqual({ ok: 4, 'resource-exhausted': 20 });
    const winners = members
      .filter((_m, i) => outcomes[i]?.ok)
      .map((m) => m.uid)
      .sort();
    expect(await registrationIds('par3Events/race-par3')).toEqual(winners);
    expect((await read('par3Events/race-par3/teeTimes/t'))?.currentParticipants).toBe(4);
    expect((await read('par3Events/race-par3'))?.registeredCount).toBe(4);

    // A withdrawal frees a place; the next member then gets it, and only one of two does.
    const leaver = members.find((m) => m.uid === winners[0]);
    const latecomers = members.filter((m) => !winners.includes(m.uid)).slice(0, 2);
    expect((await call('withdrawFromPar3', { eventId: 'race-par3' }, leaver?.token)).ok).toBe(true);
    expect((await read('par3Events/race-par3/teeTimes/t'))?.currentParticipants).toBe(3);
    const retries = await Promise.all(latecomers.map((m) => call('registerForPar3', { eventId: 'race-par3', teeTimeId: 't' }, m.token)));
    expect(codes(retries)).toEqual({ ok: 1, 'resource-exhausted': 1 });
    expect((await read('par3Events/race-par3/teeTimes/t'))?.currentParticipants).toBe(4);
    expect(await registrationIds('par3Events/race-par3')).toHaveLength(4);
  }, 120_000);

  it('24 members at once for a tournament with 3 places left: exactly 3 get in', async () => {
    await makeTournament('race-cup', { maxParticipants: 5, registeredCount: 2 });
    // The two places already taken, as earlier registrations left them.
    await db.doc('tournaments/race-cup/registrations/early1').set(tournamentRegistrationFor('early1'));
    await db.doc('tournaments/race-cup/registrations/early2').set(tournamentRegistrationFor('early2'));

    const outcomes = await Promise.all(
      members.map((m) => call('registerForTournament', { tournamentId: 'race-cup', handicap: 10 }, m.token)),
    );

    expect(codes(outcomes)).toEqual({ ok: 3, 'resource-exhausted': 21 });
    expect((await read('tournaments/race-cup'))?.registeredCount).toBe(5);
    expect(await registrationIds('tournaments/race-cup')).toHaveLength(5);

    const winner = members.find((_m, i) => outcomes[i]?.ok);
    const loser = members.find((_m, i) => !outcomes[i]?.ok);
    expect((await call('withdrawFromTournament', { tournamentId: 'race-cup' }, winner?.token)).ok).toBe(true);
    expect((await call('registerForTournament', { tournamentId: 'race-cup', handicap: 10 }, loser?.token)).ok).toBe(true);
    expect((await read('tournaments/race-cup'))?.registeredCount).toBe(5);
    expect(await registrationIds('tournaments/race-cup')).toHaveLength(5);
  }, 120_000);

  // Written as the data contract allows (docs/decisions/0009): no registeredCount, no
  // currentParticipants. The transactions count the registrations instead, and store the counters.
  it('24 members at once for a 4-place tee time of a Par 3 night written without counters: exactly 4 get in', async () => {
    await makeMinimalPar3Event('bare-par3', { t: 4 });

    const started = Date.now();
    const outcomes = await Promise.all(members.map((m) => call('registerForPar3', { eventId: 'bare-par3', teeTimeId: 't' }, m.token)));
    console.log(`24-way race, Par 3 night without counters: everyone answered in ${Date.now() - started} ms`);

    expect(codes(outcomes)).toEqual({ ok: 4, 'resource-exhausted': 20 });
    for (const o of outcomes) if (!o.ok) expect(o.message).toBe(REGISTRATION_MESSAGES.teeTimeFull);
    expect(await registrationIds('par3Events/bare-par3')).toHaveLength(4);
    expect((await read('par3Events/bare-par3/teeTimes/t'))?.currentParticipants).toBe(4);
    expect((await read('par3Events/bare-par3'))?.registeredCount).toBe(4);
  }, 120_000);

  it('24 members at once for a tournament written without a count, 3 places left: exactly 3 get in', async () => {
    await db.doc('tournaments/bare-cup').set({ ...contractMinimal.tournament(true), maxParticipants: 5 });
    // Two places taken by registrations the missing counter does not show.
    await db.doc('tournaments/bare-cup/registrations/early1').set(tournamentRegistrationFor('early1'));
    await db.doc('tournaments/bare-cup/registrations/early2').set(tournamentRegistrationFor('early2'));

    const started = Date.now();
    const outcomes = await Promise.all(
      members.map((m) => call('registerForTournament', { tournamentId: 'bare-cup', handicap: 10 }, m.token)),
    );
    console.log(`24-way race, tournament without a count: everyone answered in ${Date.now() - started} ms`);

    expect(codes(outcomes)).toEqual({ ok: 3, 'resource-exhausted': 21 });
    for (const o of outcomes) if (!o.ok) expect(o.message).toBe(REGISTRATION_MESSAGES.tournamentFull);
    expect(await registrationIds('tournaments/bare-cup')).toHaveLength(5);
    expect((await read('tournaments/bare-cup'))?.registeredCount).toBe(5);
  }, 120_000);

  it('one member pressing 5 times at once holds one registration per event', async () => {
    const [member] = members;
    await makeTournament('twice-cup');
    await makePar3Event('twice-par3', { a: { maxParticipants: 8 }, b: { maxParticipants: 8 } });

    const tournamentCalls = await Promise.all(
      Array.from({ length: 5 }, () => call('registerForTournament', { tournamentId: 'twice-cup', handicap: 10 }, member?.token)),
    );
    expect(codes(tournamentCalls)).toEqual({ ok: 1, 'already-exists': 4 });
    expect((await read('tournaments/twice-cup'))?.registeredCount).toBe(1);

    // Alternating tee times: still one registration for the event.
    const par3Calls = await Promise.all(
      Array.from({ length: 5 }, (_v, i) => call('registerForPar3', { eventId: 'twice-par3', teeTimeId: i % 2 ? 'a' : 'b' }, member?.token)),
    );
    expect(codes(par3Calls)).toEqual({ ok: 1, 'already-exists': 4 });
    expect(await registrationIds('par3Events/twice-par3')).toEqual([member?.uid]);
    expect((await read('par3Events/twice-par3'))?.registeredCount).toBe(1);
    const a = (await read('par3Events/twice-par3/teeTimes/a'))?.currentParticipants;
    const b = (await read('par3Events/twice-par3/teeTimes/b'))?.currentParticipants;
    expect([a, b].sort()).toEqual([0, 1]);
  }, 120_000);
});
