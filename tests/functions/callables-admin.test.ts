/**
 * The admin-only callables on the emulators: setAdmin, deleteMember,
 * resetMemberPassword and applyDefaultFee. Each refuses visitors
 * (unauthenticated) and members (permission-denied) before anything else.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { mailDoc } from '@/lib/schemas/mail';
import { waitlistPlaceFor } from '../support/builders';
import { bucket, claimsOf, clearAllSettled, closeStorage, makePar3Event, makeTournament } from './callables-helpers';
import { auth, call, closeAdmin, createUser, db, makeTeam, PASSWORD, read, readAs, signIn, waitFor, type TestUser } from './helpers';
import type { CallableName } from '@/lib/schemas/callables';

afterAll(async () => {
  await closeStorage();
  await closeAdmin();
});

let admin: TestUser;
let member: TestUser;

beforeEach(async () => {
  await clearAllSettled();
  admin = await createUser('boss', { admin: true, profile: { membershipFeePaid: true, membershipFeeAmount: 500 } });
  member = await createUser('alice');
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each<[CallableName, object]>([
  ['setAdmin', { uid: 'alice', admin: true }],
  ['deleteMember', { uid: 'alice' }],
  ['resetMemberPassword', { uid: 'alice', newPassword: 'brand-new-pass' }],
  ['applyDefaultFee', { amount: 500 }],
  ['deleteTournament', { tournamentId: 'cup' }],
  ['deletePar3Event', { eventId: 'night' }],
])('%s is for admins only', (name, payload) => {
  it('refuses a visitor with unauthenticated and a member with permission-denied, changing nothing', async () => {
    // What a person wrote (the profile trigger adds searchTerms in the background: a function's field, decision 0018).
    const state = async () => {
      const profile = { ...((await read('profiles/alice')) ?? {}) } as Record<string, unknown>;
      delete profile.searchTerms;
      return JSON.stringify([profile, await read('roles/alice')]);
    };
    const before = await state();
    expect(await call(name, payload)).toMatchObject({ ok: false, code: 'unauthenticated' });
    expect(await call(name, payload, member.token)).toMatchObject({
      ok: false,
      code: 'permission-denied',
      message: 'You do not have permission to perform this action',
    });
    expect(await state()).toBe(before);
    expect((await auth.getUser('alice')).customClaims?.admin).toBeUndefined();
    await expect(signIn(member.email)).resolves.toBeTruthy();
  });

  it('refuses a malformed payload with invalid-argument', async () => {
    expect(await call(name, { ...payload, junk: 1 }, admin.token)).toMatchObject({ ok: false, code: 'invalid-argument' });
    expect(await call(name, null, admin.token)).toMatchObject({ ok: false, code: 'invalid-argument' });
  });
});

describe('setAdmin', () => {
  it('grants the claim (seen in a fresh ID token, other claims kept) and mirrors it in roles; revoking removes both', async () => {
    await auth.setCustomUserClaims('alice', { tester: true });

    expect(await call('setAdmin', { uid: 'alice', admin: true }, admin.token)).toEqual({ ok: true, data: { uid: 'alice', admin: true } });
    expect(claimsOf(await signIn(member.email))).toMatchObject({ admin: true, tester: true });
    expect(await readAs('roles', 'roles/alice')).toEqual({ admin: true });

    expect((await call('setAdmin', { uid: 'alice', admin: false }, admin.token)).ok).toBe(true);
    const claims = claimsOf(await signIn(member.email));
    expect(claims.admin).toBeUndefined();
    expect(claims.tester).toBe(true);
    expect(await read('roles/alice')).toBeUndefined();
  });

  it('lets the new admin use admin callables with a fresh token', async () => {
    expect((await call('setAdmin', { uid: 'alice', admin: true }, admin.token)).ok).toBe(true);
    const fresh = await signIn(member.email);
    expect((await call('applyDefaultFee', { amount: 500 }, fresh)).ok).toBe(true);
  });

  it('refuses to remove your own admin role (failed-precondition)', async () => {
    expect(await call('setAdmin', { uid: 'boss', admin: false }, admin.token)).toEqual({
      ok: false,
      code: 'failed-precondition',
      message: 'You cannot remove your own admin role',
    });
    expect(claimsOf(await signIn(admin.email)).admin).toBe(true);
    expect(await read('roles/boss')).toEqual({ admin: true });
  });

  it('answers not-found for an unknown uid and writes no roles document', async () => {
    expect(await call('setAdmin', { uid: 'nobody', admin: true }, admin.token)).toMatchObject({ ok: false, code: 'not-found' });
    expect(await read('roles/nobody')).toBeUndefined();
  });

  it.each([
    ['admin as a string', { uid: 'alice', admin: 'yes' }],
    ['missing admin', { uid: 'alice' }],
    ['missing uid', { admin: true }],
    ['uid with a slash', { uid: 'alice/x', admin: true }],
  ])('refuses %s with invalid-argument', async (_label, payload) => {
    expect(await call('setAdmin', payload, admin.token)).toMatchObject({ ok: false, code: 'invalid-argument' });
    expect(await read('roles/alice')).toBeUndefined();
  });
});

describe('resetMemberPassword', () => {
  it('sets the new password: it signs in, the old one no longer does', async () => {
    expect(await call('resetMemberPassword', { uid: 'alice', newPassword: 'brand-new-pass' }, admin.token)).toEqual({
      ok: true,
      data: { uid: 'alice' },
    });
    await expect(signIn(member.email, 'brand-new-pass')).resolves.toBeTruthy();
    await expect(signIn(member.email, PASSWORD)).rejects.toThrow(/failed/);
  });

  it('refuses a password under 6 characters with the spec words', async () => {
    expect(await call('resetMemberPassword', { uid: 'alice', newPassword: '12345' }, admin.token)).toEqual({
      ok: false,
      code: 'invalid-argument',
      message: 'newPassword: Password must be at least 6 characters',
    });
    await expect(signIn(member.email, PASSWORD)).resolves.toBeTruthy();
  });

  it('answers not-found for an unknown uid', async () => {
    expect(await call('resetMemberPassword', { uid: 'nobody', newPassword: 'brand-new-pass' }, admin.token)).toMatchObject({
      ok: false,
      code: 'not-found',
    });
  });
});

describe('applyDefaultFee', () => {
  it('sets the fee on every unpaid profile and leaves paid ones alone', async () => {
    await createUser('bob', { profile: { membershipFeeAmount: 300 } });
    await createUser('carol', { profile: { membershipFeePaid: true, membershipFeeAmount: 650 } });
    const before = (await readAs('profiles', 'profiles/bob'))?.updatedAt;

    expect(await call('applyDefaultFee', { amount: 450.5 }, admin.token)).toEqual({ ok: true, data: { amount: 450.5, updated: 2 } });

    expect((await readAs('profiles', 'profiles/alice'))?.membershipFeeAmount).toBe(450.5);
    const bob = await readAs('profiles', 'profiles/bob');
    expect(bob?.membershipFeeAmount).toBe(450.5);
    expect(bob?.updatedAt.getTime()).toBeGreaterThan(before?.getTime() ?? Infinity);
    expect((await read('profiles/carol'))?.membershipFeeAmount).toBe(650);
    expect((await read('profiles/boss'))?.membershipFeeAmount).toBe(500);
  });

  it('accepts 0 (free)', async () => {
    expect(await call('applyDefaultFee', { amount: 0 }, admin.token)).toMatchObject({ ok: true, data: { updated: 1 } });
    expect((await read('profiles/alice'))?.membershipFeeAmount).toBe(0);
  });

  it.each([
    ['a negative amount', { amount: -1 }, 'amount: Fee cannot be negative'],
    ['a string amount', { amount: '500' }, 'amount: Fee must be a number'],
    ['a missing amount', {}, 'amount: Fee must be a number'],
  ])('refuses %s with invalid-argument and updates nothing', async (_label, payload, message) => {
    expect(await call('applyDefaultFee', payload, admin.token)).toEqual({ ok: false, code: 'invalid-argument', message });
    expect((await read('profiles/alice'))?.membershipFeeAmount).toBeNull();
  });
});

describe('deleteMember', () => {
  /** Gives alice a footprint in every collection that can hold one. */
  async function footprint(): Promise<void> {
    await makeTeam('eagles', { name: 'Eagles', captainId: 'alice' });
    await db.doc('teamMembers/alice').set({ teamId: 'eagles' });
    await db.doc('roles/alice').set({ admin: true });
    await auth.setCustomUserClaims('alice', { admin: true });
    await makeTournament('cup');
    await makeTournament('old-cup', { status: 'completed' });
    await makePar3Event('wed', { t: { maxParticipants: 4 } });
    await makeTournament('full', { maxParticipants: 1, registeredCount: 1, waitlistCount: 2 });
    await db.doc('tournaments/full/waitlist/alice').set(waitlistPlaceFor({ uid: 'alice' }));
    await db.doc('tournaments/full/waitlist/carl').set(waitlistPlaceFor({ uid: 'carl' }));
    const bob = await createUser('bob');
    for (const token of [member.token, bob.token]) {
      expect((await call('registerForTournament', { tournamentId: 'cup', handicap: 10 }, token)).ok).toBe(true);
      expect((await call('registerForPar3', { eventId: 'wed', teeTimeId: 't' }, token)).ok).toBe(true);
    }
    expect((await call('registerForTournament', { tournamentId: 'old-cup', handicap: 10, memberId: 'alice' }, admin.token)).ok).toBe(true);
    await db
      .collection('scores')
      .add({ tournamentId: 'old-cup', memberId: 'alice', teamId: 'eagles', grossScore: 80, netScore: 70, points: 30, birdies: 2 });
    await db
      .collection('scores')
      .add({ tournamentId: 'old-cup', memberId: 'bob', teamId: null, grossScore: 85, netScore: 75, points: 25, birdies: 0 });
    await db.collection('par3Scores').add({ eventId: 'wed', memberId: 'alice', points: 12, grossScore: 30, birdies: 1 });
    await db.collection('mail').add(
      mailDoc.parse({
        to: 'boss@example.com',
        subject: 'New member',
        text: '',
        html: '',
        memberId: 'alice',
        createdAt: new Date(),
        // Already sent: this test has no SMTP server listening.
        delivery: { state: 'success', attempts: 1, error: null, lastAttemptAt: new Date() },
      }),
    );
    await db.doc('calendarTokens/alice').set({ token: 'abcdefghijklmnopqrstuvwxyz012345', createdAt: new Date() });
    await bucket().file('avatars/alice/avatar.png').save(Buffer.from('png'), { contentType: 'image/png' });
    // Let the card and sign-up mail triggers finish with alice's data first:
    // a trace written after the deletion would be a test race, not a leftover.
    await waitFor(
      () => read('members/alice'),
      (card) => card?.teamId === 'eagles',
      { what: "alice's card" },
    );
    await settle();
  }

  /** Waits until alice's traces stop changing (2 s quiet). */
  async function settle(): Promise<void> {
    let last = JSON.stringify(await traces());
    for (let quiet = 0, rounds = 0; quiet < 2 && rounds < 15; rounds += 1) {
      await sleep(1000);
      const now = JSON.stringify(await traces());
      quiet = now === last ? quiet + 1 : 0;
      last = now;
    }
  }

  async function traces(): Promise<Record<string, unknown>> {
    const count = async (collection: string) =>
      (await db.collection(collection).where('memberId', '==', 'alice').count().get()).data().count;
    const [avatars] = await bucket().getFiles({ prefix: 'avatars/alice/' });
    return {
      profile: await read('profiles/alice'),
      card: await read('members/alice'),
      role: await read('roles/alice'),
      teamMember: await read('teamMembers/alice'),
      captainId: (await read('teams/eagles'))?.captainId,
      scores: await count('scores'),
      par3Scores: await count('par3Scores'),
      mail: await count('mail'),
      registrations: (await db.collectionGroup('registrations').where('memberId', '==', 'alice').count().get()).data().count,
      cupRegistration: await read('tournaments/cup/registrations/alice'),
      oldCupRegistration: await read('tournaments/old-cup/registrations/alice'),
      par3Registration: await read('par3Events/wed/registrations/alice'),
      waitingPlaces: (await db.collectionGroup('waitlist').where('memberId', '==', 'alice').count().get()).data().count,
      calendarToken: await read('calendarTokens/alice'),
      avatars: avatars.length,
    };
  }

  const none = {
    profile: undefined,
    card: undefined,
    role: undefined,
    teamMember: undefined,
    captainId: null,
    scores: 0,
    par3Scores: 0,
    mail: 0,
    registrations: 0,
    cupRegistration: undefined,
    oldCupRegistration: undefined,
    par3Registration: undefined,
    waitingPlaces: 0,
    calendarToken: undefined,
    avatars: 0,
  };

  it('leaves no trace of the member anywhere, frees their places and keeps everyone else', async () => {
    await footprint();
    expect((await traces()).avatars).toBe(1);
    expect((await traces()).calendarToken).toBeDefined();

    const outcome = await call('deleteMember', { uid: 'alice' }, admin.token);

    expect(outcome).toMatchObject({
      ok: true,
      data: {
        uid: 'alice',
        removed: {
          tournamentRegistrations: 2,
          par3Registrations: 1,
          waitingPlaces: 1,
          scores: 1,
          par3Scores: 1,
          captainOf: 1,
          teamMembership: true,
          profile: true,
          role: true,
          calendarToken: true,
          avatarFiles: true,
          authUser: true,
        },
      },
    });
    expect(await traces()).toEqual(none);
    await expect(auth.getUser('alice')).rejects.toMatchObject({ code: 'auth/user-not-found' });
    await expect(signIn(member.email)).rejects.toThrow(/failed/);

    expect((await read('tournaments/cup'))?.registeredCount).toBe(1);
    expect((await read('tournaments/old-cup'))?.registeredCount).toBe(0);
    expect((await read('par3Events/wed'))?.registeredCount).toBe(1);
    expect((await read('par3Events/wed/teeTimes/t'))?.currentParticipants).toBe(1);
    expect(await read('tournaments/cup/registrations/bob')).toBeDefined();
    expect((await read('tournaments/full'))?.waitlistCount).toBe(1);
    expect(await read('tournaments/full/waitlist/carl')).toBeDefined();
    expect(await read('profiles/bob')).toBeDefined();
    expect((await db.collection('scores').where('memberId', '==', 'bob').count().get()).data().count).toBe(1);

    // Triggers that fire on the deletions must not bring anything back.
    await sleep(3000);
    expect(await traces()).toEqual(none);
  }, 60_000);

  it('is idempotent: a second call completes and removes nothing more', async () => {
    await footprint();
    expect((await call('deleteMember', { uid: 'alice' }, admin.token)).ok).toBe(true);
    const again = await call('deleteMember', { uid: 'alice' }, admin.token);
    expect(again).toMatchObject({
      ok: true,
      data: { removed: { tournamentRegistrations: 0, par3Registrations: 0, scores: 0, profile: false, authUser: false } },
    });
    expect((await read('tournaments/cup'))?.registeredCount).toBe(1);
  }, 60_000);

  it('refuses to delete yourself (failed-precondition)', async () => {
    expect(await call('deleteMember', { uid: 'boss' }, admin.token)).toMatchObject({ ok: false, code: 'failed-precondition' });
    expect(await read('profiles/boss')).toBeDefined();
    await expect(auth.getUser('boss')).resolves.toBeTruthy();
  });

  it.each([
    ['missing uid', {}],
    ['empty uid', { uid: '' }],
    ['uid with a slash', { uid: 'alice/../bob' }],
    ['uid as a number', { uid: 7 }],
  ])('refuses %s with invalid-argument', async (_label, payload) => {
    expect(await call('deleteMember', payload, admin.token)).toMatchObject({ ok: false, code: 'invalid-argument' });
    await expect(auth.getUser('alice')).resolves.toBeTruthy();
  });
});
