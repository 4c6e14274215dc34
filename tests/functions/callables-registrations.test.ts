/**
 * The registration callables on the emulators: each success, each error code,
 * and malformed payloads refused with invalid-argument while changing nothing.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { clearAllSettled, makePar3Event, makeTournament, registrationIds, snapshot } from './callables-helpers';
import { call, closeAdmin, createUser, daysFromNow, db, makeTeam, read, readAs, type TestUser, type UserOptions } from './helpers';

afterAll(closeAdmin);

/**
 * Before each test of the block: a clear database, then alice (created with
 * `options`) and what `arrange` makes for her. Returns the current test's alice.
 */
function aliceInEachTest(options: UserOptions, arrange: (alice: TestUser) => Promise<void>): () => TestUser {
  let alice: TestUser | undefined;
  beforeEach(async () => {
    await clearAllSettled();
    alice = await createUser('alice', options);
    await arrange(alice);
  });
  return () => {
    if (!alice) throw new Error('alice exists only inside a test');
    return alice;
  };
}

/** A visitor withdrawing is unauthenticated; bob withdrawing alice is permission-denied. */
async function expectOthersRefused(name: 'withdrawFromTournament' | 'withdrawFromPar3', payload: Record<string, string>): Promise<void> {
  const bob = await createUser('bob');
  expect(await call(name, payload)).toMatchObject({ ok: false, code: 'unauthenticated' });
  expect(await call(name, { ...payload, memberId: 'alice' }, bob.token)).toMatchObject({ ok: false, code: 'permission-denied' });
}

const T = 'open-cup';
const tournamentPath = `tournaments/${T}`;

describe('registerForTournament', () => {
  const member = aliceInEachTest({ profile: { fullName: 'Alice Hart', handicap: 20 } }, async () => {
    await makeTournament(T, { maxParticipants: 3 });
  });

  it('registers the member with denormalised name and team, counts them and stores the handicap', async () => {
    await makeTeam('eagles', { name: 'Eagles' });
    await db.doc('teamMembers/alice').set({ teamId: 'eagles' });

    const outcome = await call('registerForTournament', { tournamentId: T, handicap: 12.3 }, member().token);

    expect(outcome).toMatchObject({ ok: true, data: { tournamentId: T, memberId: 'alice', registeredCount: 1 } });
    const registration = await read(`${tournamentPath}/registrations/alice`);
    expect(registration).toMatchObject({
      memberId: 'alice',
      status: 'registered',
      handicap: 12.3,
      fullName: 'Alice Hart',
      teamId: 'eagles',
      teamName: 'Eagles',
    });
    expect(registration?.registeredAt).toBeInstanceOf(Timestamp);
    // What the callable wrote has the shapes the app reads.
    expect((await readAs('tournamentRegistrations', `${tournamentPath}/registrations/alice`))?.registeredAt).toBeInstanceOf(Date);
    expect((await readAs('tournaments', tournamentPath))?.registeredCount).toBe(1);
    expect((await readAs('profiles', 'profiles/alice'))?.handicap).toBe(12.3);
  });

  it('saves an empty handicap as null and a member without a team with teamId null', async () => {
    const outcome = await call('registerForTournament', { tournamentId: T, handicap: null }, member().token);
    expect(outcome.ok).toBe(true);
    expect(await read(`${tournamentPath}/registrations/alice`)).toMatchObject({ handicap: null, teamId: null, teamName: '' });
    expect((await read('profiles/alice'))?.handicap).toBeNull();
  });

  it('writes nothing to the profile when the member registers with the handicap it holds', async () => {
    const before = await read('profiles/alice');
    expect((await call('registerForTournament', { tournamentId: T, handicap: 20 }, member().token)).ok).toBe(true);
    const after = await read('profiles/alice');
    expect(after?.handicap).toBe(20);
    // updatedAt is set by every write that changes the profile: none happened.
    expect(after?.updatedAt).toEqual(before?.updatedAt);
  });

  it("lets a tournament on today's date still be joined", async () => {
    await makeTournament('today', { date: new Date() });
    expect((await call('registerForTournament', { tournamentId: 'today', handicap: 5 }, member().token)).ok).toBe(true);
  });

  it('refuses a visitor with the spec words (unauthenticated)', async () => {
    const outcome = await call('registerForTournament', { tournamentId: T, handicap: 10 });
    expect(outcome).toEqual({ ok: false, code: 'unauthenticated', message: 'Please sign in to register for tournaments' });
    expect(await registrationIds(tournamentPath)).toEqual([]);
  });

  it('refuses a member acting for someone else (permission-denied) and changes nothing', async () => {
    await createUser('bob');
    const before = await snapshot([tournamentPath, 'profiles/bob'], [tournamentPath]);
    const outcome = await call('registerForTournament', { tournamentId: T, handicap: 10, memberId: 'bob' }, member().token);
    expect(outcome).toMatchObject({ ok: false, code: 'permission-denied' });
    expect(await snapshot([tournamentPath, 'profiles/bob'], [tournamentPath])).toBe(before);
  });

  it('lets a member name themself as memberId', async () => {
    const outcome = await call('registerForTournament', { tournamentId: T, handicap: 10, memberId: 'alice' }, member().token);
    expect(outcome.ok).toBe(true);
  });

  it('lets an admin register any member, even for a completed or past tournament', async () => {
    const admin = await createUser('boss', { admin: true });
    await makeTournament('done', { status: 'completed', date: daysFromNow(-10) });
    const outcome = await call('registerForTournament', { tournamentId: 'done', handicap: 8, memberId: 'alice' }, admin.token);
    expect(outcome).toMatchObject({ ok: true, data: { memberId: 'alice' } });
    expect(await registrationIds('tournaments/done')).toEqual(['alice']);
    expect((await read('profiles/alice'))?.handicap).toBe(8);
  });

  it('answers not-found "Tournament not found" for an unknown id', async () => {
    const outcome = await call('registerForTournament', { tournamentId: 'nope', handicap: 10 }, member().token);
    expect(outcome).toEqual({ ok: false, code: 'not-found', message: 'Tournament not found' });
  });

  it.each([
    ['completed', { status: 'completed' as const }],
    ['dated yesterday', { date: daysFromNow(-2) }],
  ])('refuses a tournament that is %s (failed-precondition)', async (_label, overrides) => {
    await makeTournament('closed', overrides);
    const outcome = await call('registerForTournament', { tournamentId: 'closed', handicap: 10 }, member().token);
    expect(outcome).toMatchObject({ ok: false, code: 'failed-precondition' });
    expect(await registrationIds('tournaments/closed')).toEqual([]);
    expect((await read('tournaments/closed'))?.registeredCount).toBe(0);
  });

  it('refuses a second registration with already-exists and the spec words', async () => {
    expect((await call('registerForTournament', { tournamentId: T, handicap: 10 }, member().token)).ok).toBe(true);
    const outcome = await call('registerForTournament', { tournamentId: T, handicap: 11 }, member().token);
    expect(outcome).toEqual({ ok: false, code: 'already-exists', message: "You're already registered for this tournament" });
    expect((await read(tournamentPath))?.registeredCount).toBe(1);
    expect((await read('profiles/alice'))?.handicap).toBe(10);
  });

  it('refuses a full tournament with resource-exhausted', async () => {
    await makeTournament('full', { maxParticipants: 2, registeredCount: 2 });
    const outcome = await call('registerForTournament', { tournamentId: 'full', handicap: 10 }, member().token);
    expect(outcome).toEqual({ ok: false, code: 'resource-exhausted', message: 'This tournament is full' });
    expect((await read('tournaments/full'))?.registeredCount).toBe(2);
  });

  it('refuses a signed-in user without a profile (failed-precondition)', async () => {
    const ghost = await createUser('ghost', { profile: false });
    const outcome = await call('registerForTournament', { tournamentId: T, handicap: 10 }, ghost.token);
    expect(outcome).toMatchObject({ ok: false, code: 'failed-precondition' });
    expect(await registrationIds(tournamentPath)).toEqual([]);
  });

  const malformed: [string, unknown][] = [
    ['no payload', null],
    ['an array', [T, 10]],
    ['a string', 'open-cup'],
    ['missing tournamentId', { handicap: 10 }],
    ['missing handicap', { tournamentId: T }],
    ['empty tournamentId', { tournamentId: '', handicap: 10 }],
    ['tournamentId with a slash', { tournamentId: `${T}/registrations/x`, handicap: 10 }],
    ['numeric tournamentId', { tournamentId: 42, handicap: 10 }],
    ['handicap 55', { tournamentId: T, handicap: 55 }],
    ['handicap -11', { tournamentId: T, handicap: -11 }],
    ['handicap as a string', { tournamentId: T, handicap: '12' }],
    ['handicap NaN-ish (a JSON string "NaN")', { tournamentId: T, handicap: 'NaN' }],
    ['handicap with two decimals', { tournamentId: T, handicap: 12.34 }],
    ['handicap as an object', { tournamentId: T, handicap: { value: 12 } }],
    ['extra junk', { tournamentId: T, handicap: 10, registeredCount: 0 }],
    ['memberId null', { tournamentId: T, handicap: 10, memberId: null }],
  ];

  it.each(malformed)('refuses %s with invalid-argument and changes nothing', async (_label, payload) => {
    const before = await snapshot([tournamentPath, 'profiles/alice'], [tournamentPath]);
    const outcome = await call('registerForTournament', payload, member().token);
    expect(outcome).toMatchObject({ ok: false, code: 'invalid-argument' });
    expect(await snapshot([tournamentPath, 'profiles/alice'], [tournamentPath])).toBe(before);
  });

  it('names the failing field in the invalid-argument message', async () => {
    const outcome = await call('registerForTournament', { tournamentId: T, handicap: 55 }, member().token);
    expect(outcome).toEqual({ ok: false, code: 'invalid-argument', message: 'handicap: Handicap must be between -10 and 54' });
  });
});

describe('withdrawFromTournament', () => {
  const member = aliceInEachTest({}, async (alice) => {
    await makeTournament(T);
    expect((await call('registerForTournament', { tournamentId: T, handicap: 10 }, alice.token)).ok).toBe(true);
  });

  it('deletes the registration and frees the place', async () => {
    const outcome = await call('withdrawFromTournament', { tournamentId: T }, member().token);
    expect(outcome).toEqual({ ok: true, data: { tournamentId: T, memberId: 'alice' } });
    expect(await registrationIds(tournamentPath)).toEqual([]);
    expect((await read(tournamentPath))?.registeredCount).toBe(0);
  });

  it('answers not-found when the member is not registered', async () => {
    expect((await call('withdrawFromTournament', { tournamentId: T }, member().token)).ok).toBe(true);
    const outcome = await call('withdrawFromTournament', { tournamentId: T }, member().token);
    expect(outcome).toMatchObject({ ok: false, code: 'not-found' });
    expect((await read(tournamentPath))?.registeredCount).toBe(0);
  });

  it('refuses a member once the tournament is completed, but lets an admin remove the registration', async () => {
    await db.doc(tournamentPath).update({ status: 'completed' });
    const refused = await call('withdrawFromTournament', { tournamentId: T }, member().token);
    expect(refused).toMatchObject({ ok: false, code: 'failed-precondition' });
    expect(await registrationIds(tournamentPath)).toEqual(['alice']);

    const admin = await createUser('boss', { admin: true });
    expect((await call('withdrawFromTournament', { tournamentId: T, memberId: 'alice' }, admin.token)).ok).toBe(true);
    expect(await registrationIds(tournamentPath)).toEqual([]);
    expect((await read(tournamentPath))?.registeredCount).toBe(0);
  });

  it('refuses visitors (unauthenticated) and members acting for others (permission-denied)', async () => {
    await expectOthersRefused('withdrawFromTournament', { tournamentId: T });
    expect(await registrationIds(tournamentPath)).toEqual(['alice']);
    expect((await read(tournamentPath))?.registeredCount).toBe(1);
  });

  it.each([
    ['no payload', null],
    ['missing tournamentId', {}],
    ['numeric tournamentId', { tournamentId: 1 }],
    ['extra junk', { tournamentId: T, force: true }],
    ['an array', [T]],
  ])('refuses %s with invalid-argument and changes nothing', async (_label, payload) => {
    const before = await snapshot([tournamentPath], [tournamentPath]);
    expect(await call('withdrawFromTournament', payload, member().token)).toMatchObject({ ok: false, code: 'invalid-argument' });
    expect(await snapshot([tournamentPath], [tournamentPath])).toBe(before);
  });
});

const E = 'wed-par3';
const eventPath = `par3Events/${E}`;

describe('registerForPar3', () => {
  const member = aliceInEachTest({ profile: { fullName: 'Alice Hart', handicap: 20, dietaryRequirements: 'none' } }, async () => {
    await makePar3Event(E, {
      t1800: { teeTime: '18:00', maxParticipants: 4 },
      t1810: { teeTime: '18:10', maxParticipants: 1, currentParticipants: 1 },
    });
  });

  it('registers on the tee time, moves both counters and stores handicap and dietary requirements', async () => {
    const outcome = await call(
      'registerForPar3',
      { eventId: E, teeTimeId: 't1800', handicap: 18.5, dietaryRequirements: 'Vegetarian' },
      member().token,
    );
    expect(outcome).toMatchObject({ ok: true, data: { eventId: E, teeTimeId: 't1800', memberId: 'alice', currentParticipants: 1 } });
    expect(await read(`${eventPath}/registrations/alice`)).toMatchObject({
      memberId: 'alice',
      teeTimeId: 't1800',
      teeTime: '18:00',
      status: 'registered',
      handicap: 18.5,
      fullName: 'Alice Hart',
    });
    // Dietary requirements stay on the private profile (architecture table).
    expect((await read(`${eventPath}/registrations/alice`))?.dietaryRequirements).toBeUndefined();
    // What the callable wrote has the shapes the app reads.
    expect(await readAs('par3Registrations', `${eventPath}/registrations/alice`)).toMatchObject({ teeTime: '18:00' });
    expect((await readAs('teeTimes', `${eventPath}/teeTimes/t1800`))?.currentParticipants).toBe(1);
    expect((await readAs('par3Events', eventPath))?.registeredCount).toBe(1);
    expect(await readAs('profiles', 'profiles/alice')).toMatchObject({ handicap: 18.5, dietaryRequirements: 'Vegetarian' });
  });

  it('keeps the profile handicap and dietary requirements when they are not sent; null clears the handicap', async () => {
    expect((await call('registerForPar3', { eventId: E, teeTimeId: 't1800' }, member().token)).ok).toBe(true);
    expect((await read(`${eventPath}/registrations/alice`))?.handicap).toBe(20);
    expect(await read('profiles/alice')).toMatchObject({ handicap: 20, dietaryRequirements: 'none' });

    const bob = await createUser('bob', { profile: { handicap: 9 } });
    expect((await call('registerForPar3', { eventId: E, teeTimeId: 't1800', handicap: null }, bob.token)).ok).toBe(true);
    expect((await read('profiles/bob'))?.handicap).toBeNull();
  });

  it('answers not-found "Event not found" and not-found for an unknown tee time', async () => {
    expect(await call('registerForPar3', { eventId: 'nope', teeTimeId: 't1800' }, member().token)).toEqual({
      ok: false,
      code: 'not-found',
      message: 'Event not found',
    });
    expect(await call('registerForPar3', { eventId: E, teeTimeId: 'nope' }, member().token)).toMatchObject({
      ok: false,
      code: 'not-found',
    });
    expect((await read(eventPath))?.registeredCount).toBe(0);
  });

  it.each([
    ['completed', { status: 'completed' as const }],
    ['dated in the past', { date: daysFromNow(-3) }],
  ])('refuses an event that is %s (failed-precondition)', async (_label, overrides) => {
    await makePar3Event('closed', { t: {} }, overrides);
    expect(await call('registerForPar3', { eventId: 'closed', teeTimeId: 't' }, member().token)).toMatchObject({
      ok: false,
      code: 'failed-precondition',
    });
    expect((await read('par3Events/closed/teeTimes/t'))?.currentParticipants).toBe(0);
  });

  it('refuses a second registration for the event, even on another tee time (already-exists)', async () => {
    expect((await call('registerForPar3', { eventId: E, teeTimeId: 't1800' }, member().token)).ok).toBe(true);
    await db.doc(`${eventPath}/teeTimes/t1820`).set({ teeTime: '18:20', maxParticipants: 4, currentParticipants: 0 });
    const outcome = await call('registerForPar3', { eventId: E, teeTimeId: 't1820' }, member().token);
    expect(outcome).toEqual({ ok: false, code: 'already-exists', message: "You're already registered for this event" });
    expect((await read(`${eventPath}/teeTimes/t1820`))?.currentParticipants).toBe(0);
    expect((await read(eventPath))?.registeredCount).toBe(1);
  });

  it('refuses a full tee time with the spec words (resource-exhausted)', async () => {
    const outcome = await call('registerForPar3', { eventId: E, teeTimeId: 't1810' }, member().token);
    expect(outcome).toEqual({ ok: false, code: 'resource-exhausted', message: 'This tee time is now full. Please select another.' });
    expect((await read(`${eventPath}/teeTimes/t1810`))?.currentParticipants).toBe(1);
  });

  it('refuses when the event itself is full (resource-exhausted)', async () => {
    await makePar3Event('small', { t: { maxParticipants: 4 } }, { maxParticipants: 2, registeredCount: 2 });
    expect(await call('registerForPar3', { eventId: 'small', teeTimeId: 't' }, member().token)).toMatchObject({
      ok: false,
      code: 'resource-exhausted',
    });
    expect((await read('par3Events/small/teeTimes/t'))?.currentParticipants).toBe(0);
  });

  it('refuses visitors (unauthenticated) and members acting for others (permission-denied); admins may', async () => {
    await createUser('bob');
    expect(await call('registerForPar3', { eventId: E, teeTimeId: 't1800' })).toMatchObject({ ok: false, code: 'unauthenticated' });
    expect(await call('registerForPar3', { eventId: E, teeTimeId: 't1800', memberId: 'bob' }, member().token)).toMatchObject({
      ok: false,
      code: 'permission-denied',
    });
    expect(await registrationIds(eventPath)).toEqual([]);

    const admin = await createUser('boss', { admin: true });
    expect((await call('registerForPar3', { eventId: E, teeTimeId: 't1800', memberId: 'bob' }, admin.token)).ok).toBe(true);
    expect(await registrationIds(eventPath)).toEqual(['bob']);
  });

  const malformed: [string, unknown][] = [
    ['no payload', null],
    ['an array', [E, 't1800']],
    ['missing eventId', { teeTimeId: 't1800' }],
    ['missing teeTimeId', { eventId: E }],
    ['empty teeTimeId', { eventId: E, teeTimeId: '' }],
    ['eventId with a slash', { eventId: `${E}/teeTimes/t1800`, teeTimeId: 't1800' }],
    ['numeric teeTimeId', { eventId: E, teeTimeId: 1800 }],
    ['handicap 55', { eventId: E, teeTimeId: 't1800', handicap: 55 }],
    ['handicap -11', { eventId: E, teeTimeId: 't1800', handicap: -11 }],
    ['handicap as a string', { eventId: E, teeTimeId: 't1800', handicap: '12' }],
    ['handicap NaN-ish (a JSON string "NaN")', { eventId: E, teeTimeId: 't1800', handicap: 'NaN' }],
    ['dietary requirements of 501 characters', { eventId: E, teeTimeId: 't1800', dietaryRequirements: 'x'.repeat(501) }],
    ['dietary requirements as a number', { eventId: E, teeTimeId: 't1800', dietaryRequirements: 5 }],
    ['extra junk', { eventId: E, teeTimeId: 't1800', currentParticipants: 0 }],
    ['memberId as an array', { eventId: E, teeTimeId: 't1800', memberId: ['alice'] }],
  ];

  it.each(malformed)('refuses %s with invalid-argument and changes nothing', async (_label, payload) => {
    const paths = [eventPath, `${eventPath}/teeTimes/t1800`, 'profiles/alice'];
    const before = await snapshot(paths, [eventPath]);
    expect(await call('registerForPar3', payload, member().token)).toMatchObject({ ok: false, code: 'invalid-argument' });
    expect(await snapshot(paths, [eventPath])).toBe(before);
  });

  it('answers "Please select a tee time" when none is chosen', async () => {
    expect(await call('registerForPar3', { eventId: E }, member().token)).toEqual({
      ok: false,
      code: 'invalid-argument',
      message: 'teeTimeId: Please select a tee time',
    });
  });
});

describe('withdrawFromPar3', () => {
  const member = aliceInEachTest({}, async (alice) => {
    await makePar3Event(E, { t1800: { maxParticipants: 4 } });
    expect((await call('registerForPar3', { eventId: E, teeTimeId: 't1800' }, alice.token)).ok).toBe(true);
  });

  it('deletes the registration and frees the tee-time and event places', async () => {
    expect(await call('withdrawFromPar3', { eventId: E }, member().token)).toEqual({ ok: true, data: { eventId: E, memberId: 'alice' } });
    expect(await registrationIds(eventPath)).toEqual([]);
    expect((await read(`${eventPath}/teeTimes/t1800`))?.currentParticipants).toBe(0);
    expect((await read(eventPath))?.registeredCount).toBe(0);
  });

  it('answers not-found when not registered, failed-precondition once completed', async () => {
    const bob = await createUser('bob');
    expect(await call('withdrawFromPar3', { eventId: E }, bob.token)).toMatchObject({ ok: false, code: 'not-found' });
    await db.doc(eventPath).update({ status: 'completed' });
    expect(await call('withdrawFromPar3', { eventId: E }, member().token)).toMatchObject({ ok: false, code: 'failed-precondition' });
    expect(await registrationIds(eventPath)).toEqual(['alice']);
    expect((await read(`${eventPath}/teeTimes/t1800`))?.currentParticipants).toBe(1);
  });

  it('refuses visitors and members acting for others', async () => {
    await expectOthersRefused('withdrawFromPar3', { eventId: E });
    expect(await registrationIds(eventPath)).toEqual(['alice']);
  });

  it.each([
    ['no payload', null],
    ['missing eventId', {}],
    ['extra junk', { eventId: E, teeTimeId: 't1800' }],
    ['eventId null', { eventId: null }],
  ])('refuses %s with invalid-argument and changes nothing', async (_label, payload) => {
    const paths = [eventPath, `${eventPath}/teeTimes/t1800`];
    const before = await snapshot(paths, [eventPath]);
    expect(await call('withdrawFromPar3', payload, member().token)).toMatchObject({ ok: false, code: 'invalid-argument' });
    expect(await snapshot(paths, [eventPath])).toBe(before);
  });
});
