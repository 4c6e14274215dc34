/**
 * Waiting lists on the emulators (issue 20): joining and leaving with
 * `waitlistCount`, the error codes of the contract, and moving up: in the
 * withdrawal's own transaction, after an admin's removal, and by trigger when
 * an admin raises maxParticipants or adds a tee time.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { clearAllSettled, makePar3Event, makeTournament, registrationIds } from './callables-helpers';
import { call, closeAdmin, createUser, db, read, readAs, waitFor, type TestUser } from './helpers';

afterAll(closeAdmin);

const T = 'full-cup';
const waitingIds = async (parent: string) => (await db.collection(`${parent}/waitlist`).orderBy('joinedAt').get()).docs.map((d) => d.id);

describe('tournament waiting list', () => {
  let admin: TestUser;
  let a: TestUser;
  let b: TestUser;
  let c: TestUser;
  let d: TestUser;

  beforeEach(async () => {
    await clearAllSettled();
    admin = await createUser('boss', { admin: true });
    a = await createUser('ann', { profile: { fullName: 'Ann Able' } });
    b = await createUser('ben', { profile: { fullName: 'Ben Bold' } });
    c = await createUser('cat', { profile: { fullName: 'Cat Cole' } });
    d = await createUser('dan', { profile: { fullName: 'Dan Dale' } });
    await makeTournament(T, { maxParticipants: 2 });
  }, 60_000);

  const fill = async () => {
    for (const m of [a, b]) expect((await call('registerForTournament', { tournamentId: T, handicap: 10 }, m.token)).ok).toBe(true);
  };

  it('refuses joining while a place is free (failed-precondition), and a visitor (unauthenticated)', async () => {
    expect(await call('joinTournamentWaitlist', { tournamentId: T, handicap: 5 }, c.token)).toMatchObject({
      ok: false,
      code: 'failed-precondition',
    });
    expect(await call('joinTournamentWaitlist', { tournamentId: T, handicap: 5 })).toMatchObject({ ok: false, code: 'unauthenticated' });
    expect(await waitingIds(`tournaments/${T}`)).toEqual([]);
  }, 60_000);

  it('queues members in order with their handicap and name, counts them, and refuses duplicates (already-exists)', async () => {
    await fill();
    expect(await call('joinTournamentWaitlist', { tournamentId: T, handicap: 7.5 }, c.token)).toMatchObject({
      ok: true,
      data: { tournamentId: T, memberId: 'cat', position: 1, waitlistCount: 1 },
    });
    expect(await call('joinTournamentWaitlist', { tournamentId: T, handicap: null }, d.token)).toMatchObject({
      ok: true,
      data: { position: 2, waitlistCount: 2 },
    });
    expect(await call('joinTournamentWaitlist', { tournamentId: T, handicap: 1 }, c.token)).toMatchObject({
      ok: false,
      code: 'already-exists',
    });
    expect(await call('joinTournamentWaitlist', { tournamentId: T, handicap: 1 }, a.token)).toMatchObject({
      ok: false,
      code: 'already-exists',
    });
    expect(await waitingIds(`tournaments/${T}`)).toEqual(['cat', 'dan']);
    const place = await readAs('tournamentWaitlist', `tournaments/${T}/waitlist/cat`);
    expect(place).toMatchObject({ memberId: 'cat', handicap: 7.5, fullName: 'Cat Cole' });
    expect(place?.joinedAt).toBeInstanceOf(Date);
    expect((await readAs('tournaments', `tournaments/${T}`))?.waitlistCount).toBe(2);
    // A member cannot register past the list.
    expect(await call('registerForTournament', { tournamentId: T, handicap: 1 }, admin.token)).toMatchObject({
      ok: false,
      code: 'resource-exhausted',
    });
  }, 60_000);

  it('gives a withdrawn place to the head in the same transaction, registered as if they had registered', async () => {
    await fill();
    await call('joinTournamentWaitlist', { tournamentId: T, handicap: 7.5 }, c.token);
    await call('joinTournamentWaitlist', { tournamentId: T, handicap: 3 }, d.token);

    const outcome = await call('withdrawFromTournament', { tournamentId: T }, a.token);
    // Whoever freed the place learns nothing about who took it.
    expect(outcome).toEqual({ ok: true, data: { tournamentId: T, memberId: 'ann' } });
    expect(await registrationIds(`tournaments/${T}`)).toEqual(['ben', 'cat']);
    expect(await readAs('tournamentRegistrations', `tournaments/${T}/registrations/cat`)).toMatchObject({
      memberId: 'cat',
      status: 'registered',
      handicap: 7.5,
      fullName: 'Cat Cole',
      teamId: null,
    });
    expect(await waitingIds(`tournaments/${T}`)).toEqual(['dan']);
    expect(await read(`tournaments/${T}`)).toMatchObject({ registeredCount: 2, waitlistCount: 1 });
  }, 60_000);

  it('lets a member leave, and an admin remove someone or move them to the top', async () => {
    await fill();
    for (const m of [c, d]) await call('joinTournamentWaitlist', { tournamentId: T, handicap: 1 }, m.token);
    expect(await call('moveWaitlistToTop', { kind: 'tournament', eventId: T, memberId: 'dan' }, c.token)).toMatchObject({
      ok: false,
      code: 'permission-denied',
    });
    expect((await call('moveWaitlistToTop', { kind: 'tournament', eventId: T, memberId: 'dan' }, admin.token)).ok).toBe(true);
    expect(await waitingIds(`tournaments/${T}`)).toEqual(['dan', 'cat']);
    expect(await call('leaveTournamentWaitlist', { tournamentId: T, memberId: 'dan' }, c.token)).toMatchObject({
      ok: false,
      code: 'permission-denied',
    });
    expect((await call('leaveTournamentWaitlist', { tournamentId: T, memberId: 'dan' }, admin.token)).ok).toBe(true);
    expect((await call('leaveTournamentWaitlist', { tournamentId: T }, c.token)).ok).toBe(true);
    expect(await call('leaveTournamentWaitlist', { tournamentId: T }, c.token)).toMatchObject({ ok: false, code: 'not-found' });
    expect(await waitingIds(`tournaments/${T}`)).toEqual([]);
    expect((await read(`tournaments/${T}`))?.waitlistCount).toBe(0);
  }, 60_000);

  it("promotes on an admin's removal, and fills a raised maxParticipants from the list (trigger)", async () => {
    await fill();
    for (const m of [c, d]) await call('joinTournamentWaitlist', { tournamentId: T, handicap: 1 }, m.token);
    expect((await call('withdrawFromTournament', { tournamentId: T, memberId: 'ben' }, admin.token)).ok).toBe(true);
    expect(await registrationIds(`tournaments/${T}`)).toEqual(['ann', 'cat']);

    await db.doc(`tournaments/${T}`).update({ maxParticipants: 4 });
    await waitFor(
      () => registrationIds(`tournaments/${T}`),
      (ids) => ids.length === 3,
      { what: 'dan moved up after the raise', timeoutMs: 30_000 },
    );
    expect(await registrationIds(`tournaments/${T}`)).toEqual(['ann', 'cat', 'dan']);
    expect(await read(`tournaments/${T}`)).toMatchObject({ registeredCount: 3, waitlistCount: 0 });
    // With the list empty, the free place is anyone's again.
    expect((await call('registerForTournament', { tournamentId: T, handicap: 1 }, b.token)).ok).toBe(true);
  }, 60_000);
});

describe('Par 3 waiting list', () => {
  const E = 'full-night';
  let a: TestUser;
  let b: TestUser;
  let c: TestUser;

  beforeEach(async () => {
    await clearAllSettled();
    a = await createUser('ann');
    b = await createUser('ben', { profile: { handicap: 18 } });
    c = await createUser('cat');
    await makePar3Event(E, { t1: { teeTime: '18:00', maxParticipants: 1 }, t2: { teeTime: '18:10', maxParticipants: 1 } });
  }, 60_000);

  it('opens only when every tee time is full, and moves the head onto the freed tee time', async () => {
    expect((await call('registerForPar3', { eventId: E, teeTimeId: 't1' }, a.token)).ok).toBe(true);
    expect(await call('joinPar3Waitlist', { eventId: E }, b.token)).toMatchObject({ ok: false, code: 'failed-precondition' });
    expect((await call('registerForPar3', { eventId: E, teeTimeId: 't2' }, c.token)).ok).toBe(true);

    expect(await call('joinPar3Waitlist', { eventId: E, dietaryRequirements: 'Vegetarian' }, b.token)).toMatchObject({
      ok: true,
      data: { position: 1, waitlistCount: 1 },
    });
    expect(await read(`par3Events/${E}/waitlist/ben`)).toMatchObject({ handicap: 18, fullName: 'Member ben' });
    expect((await read('profiles/ben'))?.dietaryRequirements).toBe('Vegetarian');

    expect((await call('withdrawFromPar3', { eventId: E }, a.token)).ok).toBe(true);
    expect(await readAs('par3Registrations', `par3Events/${E}/registrations/ben`)).toMatchObject({ teeTimeId: 't1', teeTime: '18:00' });
    expect(await read(`par3Events/${E}/teeTimes/t1`)).toMatchObject({ currentParticipants: 1 });
    expect(await read(`par3Events/${E}`)).toMatchObject({ registeredCount: 2, waitlistCount: 0 });
    expect(await waitingIds(`par3Events/${E}`)).toEqual([]);
  }, 60_000);

  it('fills a new tee time from the list (trigger)', async () => {
    await call('registerForPar3', { eventId: E, teeTimeId: 't1' }, a.token);
    await call('registerForPar3', { eventId: E, teeTimeId: 't2' }, c.token);
    await call('joinPar3Waitlist', { eventId: E }, b.token);

    await db.doc(`par3Events/${E}/teeTimes/t3`).set({ teeTime: '18:20', maxParticipants: 4, currentParticipants: 0 });
    await waitFor(
      () => read(`par3Events/${E}/registrations/ben`),
      (r) => r !== undefined,
      { what: 'ben moved up onto the new tee time', timeoutMs: 30_000 },
    );
    expect(await read(`par3Events/${E}/registrations/ben`)).toMatchObject({ teeTimeId: 't3', teeTime: '18:20' });
    expect(await read(`par3Events/${E}/teeTimes/t3`)).toMatchObject({ currentParticipants: 1 });
    expect(await read(`par3Events/${E}`)).toMatchObject({ registeredCount: 3, waitlistCount: 0 });
  }, 60_000);
});
