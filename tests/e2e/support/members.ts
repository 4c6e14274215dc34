/**
 * Accounts and records the specs create for themselves, so flows that change
 * things never touch the seeded season's people (all specs share one seeded
 * state). Documents come from the shared builders (tests/support/builders.ts).
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { ProfileDoc } from '../../../src/lib/schemas/profile';
import type { TournamentDoc } from '../../../src/lib/schemas/tournament';
import { passwordResetCodes } from '../../../scripts/lib/emulators';
import { ACTIVE_MEMBERSHIP, profileFor, tournamentFor, tournamentRegistrationFor } from '../../support/builders';
import { adminAuth, emulatorDb } from './admin-sdk';
import type { Account } from './fixtures';

export interface TestMember extends Account {
  uid: string;
  fullName: string;
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A new account with a complete, valid profile: pending and unpaid unless `profile` says otherwise. */
export async function makeMember(fullName: string, profile: Partial<ProfileDoc> = {}): Promise<TestMember> {
  const id = unique();
  const member = { uid: `e2e-${id}`, email: `e2e-${id}@example.com`, password: 'start-password-1', fullName };
  await adminAuth().createUser({ uid: member.uid, email: member.email, password: member.password, displayName: fullName });
  await emulatorDb()
    .doc(`profiles/${member.uid}`)
    .set(profileFor(member.email, { fullName, handicap: 18.4, ...profile }));
  return member;
}

/** A new paid, active member. */
export const makeActiveMember = (fullName: string, profile: Partial<ProfileDoc> = {}) =>
  makeMember(fullName, { ...ACTIVE_MEMBERSHIP, ...profile });

/** A new upcoming tournament (a week from now) written with the Admin SDK; resolves to its id. */
export async function makeTournament(name: string, overrides: Partial<TournamentDoc> = {}): Promise<string> {
  const ref = emulatorDb().collection('tournaments').doc(`e2e-${unique()}`);
  await ref.set(tournamentFor(name, { isLeagueEvent: false, teeOffTime: '07:30', location: 'Test Links', ...overrides }));
  return ref.id;
}

/** A Par 3 night five days ahead whose two tee times (18:00, 18:10) are full; resolves to its reference (delete it with recursiveDelete). */
export async function makeFullPar3Night(name: string) {
  const ref = emulatorDb().collection('par3Events').doc(`e2e-full-${unique()}`);
  await ref.set({
    name,
    description: 'Every tee time taken.',
    date: Timestamp.fromMillis(Date.now() + 5 * 24 * 3600 * 1000),
    location: 'Els Club Par 3',
    maxParticipants: 40,
    status: 'upcoming',
    registeredCount: 8,
  });
  await ref.collection('teeTimes').doc('t1').set({ teeTime: '18:00', maxParticipants: 4, currentParticipants: 4 });
  await ref.collection('teeTimes').doc('t2').set({ teeTime: '18:10', maxParticipants: 4, currentParticipants: 4 });
  return ref;
}

/** A registration as the callable writes it (and the count with it), for setting up a scene. */
export async function register(tournamentId: string, member: { uid: string; fullName: string }, handicap: number | null = 10) {
  const db = emulatorDb();
  await db.doc(`tournaments/${tournamentId}/registrations/${member.uid}`).set(tournamentRegistrationFor(member, { handicap }));
  await db.doc(`tournaments/${tournamentId}`).update({ registeredCount: FieldValue.increment(1) });
}

/** The Auth emulator's out-of-band codes (password reset links) for an address, newest last. */
export const resetCodes = (email: string) => passwordResetCodes(email);

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A unique address, for accounts a test signs up through the screens. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${unique()}@example.com`;
}
