/**
 * What hangs on a tournament or a Par 3 night lives on the server: deleting one
 * is one admin callable that removes its registrations, tee times and scores in
 * one transaction, and the sponsor details a tournament shows follow the sponsor.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { makePar3Event, makeTournament, registrationIds, tournamentRegistrationFor } from './callables-helpers';
import { par3RegistrationFor, waitlistPlaceFor } from '../support/builders';
import { call, clearAll, closeAdmin, createUser, db, read, waitFor, type TestUser } from './helpers';

afterAll(closeAdmin);

let admin: TestUser;

beforeEach(async () => {
  await clearAll();
  admin = await createUser('boss', { admin: true });
});

const exists = async (path: string) => (await db.doc(path).get()).exists;

describe('deleteTournament', () => {
  it('removes the tournament, its registrations, waiting places and scores at once, and nothing of another tournament', async () => {
    await makeTournament('cup', { registeredCount: 2, waitlistCount: 1 });
    await makeTournament('other');
    await db.doc('tournaments/cup/registrations/ann').set(tournamentRegistrationFor('ann'));
    await db.doc('tournaments/cup/registrations/bob').set(tournamentRegistrationFor('bob'));
    await db.doc('tournaments/cup/waitlist/cat').set(waitlistPlaceFor({ uid: 'cat' }));
    const score = { memberId: 'ann', teamId: null, grossScore: 80, netScore: 70, points: 30, birdies: 1 };
    await db.doc('scores/s1').set({ ...score, tournamentId: 'cup' });
    await db.doc('scores/s2').set({ ...score, tournamentId: 'other' });

    const outcome = await call('deleteTournament', { tournamentId: 'cup' }, admin.token);

    expect(outcome).toEqual({ ok: true, data: { tournamentId: 'cup', registrations: 2, waitlist: 1, scores: 1 } });
    expect(await exists('tournaments/cup/waitlist/cat')).toBe(false);
    expect(await exists('tournaments/cup')).toBe(false);
    expect(await registrationIds('tournaments/cup')).toEqual([]);
    expect(await exists('scores/s1')).toBe(false);
    expect(await exists('tournaments/other')).toBe(true);
    expect(await exists('scores/s2')).toBe(true);
  });

  it('answers not-found for a tournament that is not there, and a member may not call it', async () => {
    expect(await call('deleteTournament', { tournamentId: 'gone' }, admin.token)).toMatchObject({
      ok: false,
      code: 'not-found',
      message: 'Tournament not found',
    });
    await makeTournament('cup');
    const member = await createUser('ann');
    expect(await call('deleteTournament', { tournamentId: 'cup' }, member.token)).toMatchObject({ ok: false, code: 'permission-denied' });
    expect(await exists('tournaments/cup')).toBe(true);
  });
});

describe('deletePar3Event', () => {
  it('removes the night, its tee times, registrations, waiting places and Par 3 scores at once', async () => {
    // Both tee times full, so the waiting place stays one (a tee time with room would take it at once).
    await makePar3Event(
      'night',
      { early: { maxParticipants: 1, currentParticipants: 1 }, late: { maxParticipants: 1, currentParticipants: 1 } },
      { registeredCount: 2, waitlistCount: 1 },
    );
    await db
      .doc('par3Events/night/registrations/ann')
      .set(par3RegistrationFor({ uid: 'ann', fullName: 'Ann' }, { id: 'early', teeTime: '18:00' }));
    await db.doc('par3Events/night/waitlist/bea').set(waitlistPlaceFor({ uid: 'bea' }));
    await db.doc('par3Scores/p1').set({ eventId: 'night', memberId: 'ann', points: 5, grossScore: 30, birdies: 0 });
    await db.doc('par3Scores/p2').set({ eventId: 'another', memberId: 'ann', points: 4, grossScore: 31, birdies: 0 });

    const outcome = await call('deletePar3Event', { eventId: 'night' }, admin.token);

    expect(outcome).toEqual({ ok: true, data: { eventId: 'night', registrations: 1, waitlist: 1, teeTimes: 2, scores: 1 } });
    expect(await exists('par3Events/night/waitlist/bea')).toBe(false);
    expect(await exists('par3Events/night')).toBe(false);
    expect(await exists('par3Events/night/teeTimes/early')).toBe(false);
    expect(await exists('par3Events/night/registrations/ann')).toBe(false);
    expect(await exists('par3Scores/p1')).toBe(false);
    expect(await exists('par3Scores/p2')).toBe(true);
  });
});

describe('sponsor details on tournaments', () => {
  it('follow a renamed sponsor, and go with the sponsor', async () => {
    await db.doc('sponsors/acme').set({
      name: 'Acme Golf',
      description: '',
      tier: 'gold',
      logoUrl: 'https://x/acme.png',
      websiteUrl: '',
      displayOrder: 1,
      active: true,
    });
    // As the admin form saves it: the sponsor's details copied in.
    await makeTournament('cup', { sponsorId: 'acme', sponsorName: 'Acme Golf', sponsorLogoUrl: 'https://x/acme.png' });
    await makeTournament('other', { sponsorId: null });

    await db.doc('sponsors/acme').update({ name: 'Acme Golf & Country', logoUrl: 'https://x/acme-2.png' });
    await waitFor(
      () => read('tournaments/cup'),
      (t) => t?.sponsorName === 'Acme Golf & Country',
      { what: 'the renamed sponsor' },
    );
    expect(await read('tournaments/cup')).toMatchObject({ sponsorLogoUrl: 'https://x/acme-2.png' });

    await db.doc('sponsors/acme').delete();
    await waitFor(
      () => read('tournaments/cup'),
      (t) => t?.sponsorName === '',
      { what: 'the sponsor gone' },
    );
    expect(await read('tournaments/cup')).toMatchObject({ sponsorId: 'acme', sponsorLogoUrl: '' });
    // A tournament of no sponsor is not touched.
    expect(await read('tournaments/other')).toMatchObject({ sponsorId: null, sponsorName: '' });
  });
});
