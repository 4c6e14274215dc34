/**
 * Every document the data contract allows works (docs/decisions/0009): documents
 * written through the Admin SDK with only the fields the contract requires (or
 * null for each optional one), and documents carrying a field this version does
 * not know, as the console, an import or a newer version writes them. Callables
 * register for them and triggers process them; a document that breaks the
 * contract gets `failed-precondition` naming it from a callable, and is logged
 * and skipped by a trigger, whose worker goes on serving the next write.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { contractMinimal, makeMinimalPar3Event, registrationIds } from './callables-helpers';
import { call, clearAll, closeAdmin, createUser, db, read, readAs, waitFor } from './helpers';

afterAll(closeAdmin);

/** A trigger's first run may wait for a functions worker to start on a loaded machine. */
const TRIGGER_WAIT = 30_000;
beforeEach(clearAll);

describe('contract-minimal documents', { timeout: 60_000 }, () => {
  it('a Par 3 night and tee times without counters (and null optionals): register, then withdraw, and the counters are stored', async () => {
    await makeMinimalPar3Event('night', { early: undefined, late: 2 }, true);
    const ann = await createUser('ann');
    const bob = await createUser('bob');

    const first = await call('registerForPar3', { eventId: 'night', teeTimeId: 'early', handicap: 12 }, ann.token);
    expect(first).toEqual({ ok: true, data: expect.objectContaining({ currentParticipants: 1 }) });
    expect((await call('registerForPar3', { eventId: 'night', teeTimeId: 'late' }, bob.token)).ok).toBe(true);
    expect(await read('par3Events/night')).toMatchObject({ registeredCount: 2, description: null });
    // A tee time without maxParticipants has the contract's default 4 places; its counter is now stored.
    expect(await read('par3Events/night/teeTimes/early')).toEqual({ teeTime: '18:00', currentParticipants: 1 });
    expect(await readAs('par3Registrations', 'par3Events/night/registrations/ann')).toMatchObject({ teeTimeId: 'early', handicap: 12 });

    expect((await call('withdrawFromPar3', { eventId: 'night' }, ann.token)).ok).toBe(true);
    expect(await read('par3Events/night/teeTimes/early')).toMatchObject({ currentParticipants: 0 });
    expect(await read('par3Events/night')).toMatchObject({ registeredCount: 1 });
  });

  it('a tournament without a count or optional fields: register and withdraw', async () => {
    await db.doc('tournaments/cup').set(contractMinimal.tournament());
    const ann = await createUser('ann', { profile: { fullName: 'Ann Lee' } });

    expect((await call('registerForTournament', { tournamentId: 'cup', handicap: 9.5 }, ann.token)).ok).toBe(true);
    expect(await read('tournaments/cup')).toMatchObject({ registeredCount: 1 });
    expect(await readAs('tournamentRegistrations', 'tournaments/cup/registrations/ann')).toMatchObject({
      fullName: 'Ann Lee',
      handicap: 9.5,
      teamId: null,
      teamName: '',
    });
    expect((await call('withdrawFromTournament', { tournamentId: 'cup' }, ann.token)).ok).toBe(true);
    expect(await read('tournaments/cup')).toMatchObject({ registeredCount: 0 });
    expect(await registrationIds('tournaments/cup')).toEqual([]);
  });

  it('a team with logoUrl null and no totals: cards, member count and captain are derived', async () => {
    await db.doc('teams/plain').set(contractMinimal.team(true));
    await createUser('ann');
    await db.doc('teamMembers/ann').set({ teamId: 'plain' });

    await waitFor(
      () => read('teams/plain'),
      (t) => t?.memberCount === 1,
      { what: 'the member count stored on a team that had none', timeoutMs: TRIGGER_WAIT },
    );
    await waitFor(
      () => read('members/ann'),
      (c) => c?.teamId === 'plain',
      { what: 'the card in the team', timeoutMs: TRIGGER_WAIT },
    );
    await db.doc('teams/plain').update({ captainId: 'ann' });
    await waitFor(
      () => read('members/ann'),
      (c) => c?.isCaptain === true,
      { what: 'the captain card', timeoutMs: TRIGGER_WAIT },
    );
    expect(await read('teams/plain')).toMatchObject({ logoUrl: null, captainId: 'ann' });
  });

  it('a profile with only its required fields: the public card is derived with empty optional fields', async () => {
    const ann = await createUser('ann', { profile: false });
    const now = new Date();
    await db
      .doc('profiles/ann')
      .set({ fullName: 'Ann Bare', email: ann.email, createdAt: now, updatedAt: now, handicap: null, avatarUrl: null });
    const card = await waitFor(
      () => read('members/ann'),
      (c) => c !== undefined,
      { what: 'the card', timeoutMs: TRIGGER_WAIT },
    );
    expect(card).toEqual({ fullName: 'Ann Bare', avatarUrl: '', handicap: null, teamId: null, isCaptain: false, isGuest: false });
  });

  it('scores without birdies or a team, on teams without totals: the standings and team totals are derived', async () => {
    await db.doc('teams/plain').set(contractMinimal.team(true));
    await createUser('ann', { profile: { fullName: 'Ann' } });
    await db.doc('teamMembers/ann').set({ teamId: 'plain' });
    await waitFor(
      () => read('members/ann'),
      (c) => c?.teamId === 'plain',
      { what: 'the card', timeoutMs: TRIGGER_WAIT },
    );

    await db.doc('scores/s1').set({ tournamentId: 't1', memberId: 'ann', teamId: 'plain', grossScore: 80, netScore: 70, points: 36 });
    await db.doc('par3Scores/p1').set({ eventId: 'e1', memberId: 'ann', points: 5 });

    const standings = await waitFor(
      () => readAs('standings', 'standings/current'),
      (s) => (s?.teams.length ?? 0) > 0,
      { what: 'the standings', timeoutMs: TRIGGER_WAIT },
    );
    expect(standings?.teams[0]).toMatchObject({ teamId: 'plain', totalPoints: 36, logoUrl: '' });
    expect(standings?.birdieLeaders).toEqual([]);
    await waitFor(
      () => read('teams/plain'),
      (t) => t?.totalPoints === 36,
      { what: 'the team total', timeoutMs: TRIGGER_WAIT },
    );
    const par3 = await waitFor(
      () => readAs('par3Standings', 'par3Standings/current'),
      (s) => (s?.entries.length ?? 0) > 0,
      { what: 'the Par 3 leaderboard', timeoutMs: TRIGGER_WAIT },
    );
    expect(par3?.entries[0]).toMatchObject({ memberId: 'ann', totalPoints: 5, birdies: 0 });
  });
});

describe('fields this version does not know', { timeout: 60_000 }, () => {
  it('are ignored by the callables and kept on the documents they write', async () => {
    await db
      .doc('tournaments/next')
      .set({ ...contractMinimal.tournament(), registeredCount: 0, waitlistCount: 2, liveScoring: { hole: 3 } });
    const ann = await createUser('ann');
    expect((await call('registerForTournament', { tournamentId: 'next', handicap: 10 }, ann.token)).ok).toBe(true);
    expect(await read('tournaments/next')).toMatchObject({ registeredCount: 1, waitlistCount: 2, liveScoring: { hole: 3 } });
  });
});

describe('a document that breaks the contract', { timeout: 60_000 }, () => {
  it('makes a callable answer failed-precondition naming the document, and changes nothing', async () => {
    await db.doc('tournaments/bad').set({ ...contractMinimal.tournament(), maxParticipants: 'many' });
    const ann = await createUser('ann');
    const outcome = await call('registerForTournament', { tournamentId: 'bad', handicap: 10 }, ann.token);
    expect(outcome).toMatchObject({ ok: false, code: 'failed-precondition' });
    expect(outcome.ok ? '' : outcome.message).toMatch(/tournaments\/bad .*maxParticipants/);
    expect(await registrationIds('tournaments/bad')).toEqual([]);
    expect(await read('tournaments/bad')).not.toHaveProperty('registeredCount');
  });

  it('is logged and skipped by a trigger, whose worker goes straight on to the next write', async () => {
    // A team whose colour breaks the contract: the member-count and card triggers cannot read it.
    await db.doc('teams/broken').set({ name: 'Broken', color: 'red' });
    await createUser('ann');
    await waitFor(
      () => read('members/ann'),
      (c) => c !== undefined,
      { what: 'ann card', timeoutMs: TRIGGER_WAIT },
    );
    await db.doc('teamMembers/ann').set({ teamId: 'broken' });
    // The triggers skip what they cannot read, and the same functions go on serving:
    // a killed worker would hold this write for about 30 s.
    await db.doc('teams/fine').set(contractMinimal.team());
    await createUser('bob');
    await db.doc('teamMembers/bob').set({ teamId: 'fine' });
    await waitFor(
      () => read('teams/fine'),
      (t) => t?.memberCount === 1,
      { what: 'the next team count', timeoutMs: 20_000 },
    );
    expect(await read('teams/broken')).not.toHaveProperty('memberCount');
    // No card is derived from a team that cannot be read: ann's stays as it was.
    expect(await read('members/ann')).toMatchObject({ teamId: null });
  });
});
