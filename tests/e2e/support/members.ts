/**
 * Accounts and records the specs create for themselves, so flows that change
 * things never touch the seeded season's people (all specs share one seeded
 * state). Documents come from the shared builders (tests/support/builders.ts).
 */
import { FieldValue } from 'firebase-admin/firestore';
import type { Par3EventDoc } from '../../../src/lib/schemas/par3';
import type { ProfileDoc } from '../../../src/lib/schemas/profile';
import type { TournamentDoc } from '../../../src/lib/schemas/tournament';
import { passwordResetCodes } from '../../../scripts/lib/emulators';
import {
  ACTIVE_MEMBERSHIP,
  daysFromNow,
  par3EventFor,
  profileFor,
  teeTimeFor,
  tournamentFor,
  tournamentRegistrationFor,
} from '../../support/builders';
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

/** A tee time of a night a spec writes, under its own id. */
export interface TeeTimeSeed {
  id: string;
  teeTime: string;
  maxParticipants: number;
  currentParticipants: number;
}

/**
 * A Par 3 night of a spec's own with its tee times, its registered count their participants
 * (six days ahead unless `event` says otherwise); resolves to its reference, id and date.
 */
export async function makePar3Night(name: string, teeTimes: TeeTimeSeed[], event: Partial<Par3EventDoc> = {}) {
  const ref = emulatorDb().collection('par3Events').doc(`e2e-${unique()}`);
  const stored = par3EventFor(name, {
    description: `${name}: nine holes under the lights.`,
    date: daysFromNow(6),
    location: 'Els Club Par 3 Course',
    registeredCount: teeTimes.reduce((sum, t) => sum + t.currentParticipants, 0),
    ...event,
  });
  await ref.set(stored);
  for (const { id, ...teeTime } of teeTimes) await ref.collection('teeTimes').doc(id).set(teeTimeFor(teeTime));
  return { ref, id: ref.id, date: stored.date };
}

/**
 * Runs `use` on a Par 3 night of its own (makePar3Night), named `label` and the time to be unique,
 * then deletes the night with its tee times and registrations.
 */
export async function withPar3Night<T>(
  label: string,
  teeTimes: TeeTimeSeed[],
  use: (night: Awaited<ReturnType<typeof makePar3Night>> & { name: string }) => Promise<T>,
): Promise<T> {
  const name = `${label} ${Date.now()}`;
  const night = await makePar3Night(name, teeTimes);
  try {
    return await use({ ...night, name });
  } finally {
    await emulatorDb().recursiveDelete(night.ref);
  }
}

/** A Par 3 night five days ahead whose two tee times (18:00, 18:10) are full; resolves to its reference (delete it with recursiveDelete). */
export async function makeFullPar3Night(name: string) {
  const full = { maxParticipants: 4, currentParticipants: 4 };
  const night = await makePar3Night(
    name,
    [
      { id: 't1', teeTime: '18:00', ...full },
      { id: 't2', teeTime: '18:10', ...full },
    ],
    { description: 'Every tee time taken.', date: daysFromNow(5), location: 'Els Club Par 3' },
  );
  return night.ref;
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

/** Resolves once the profile trigger has written the member's searchTerms (the admin lists' search asks for them). */
export async function searchable(uid: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const terms = (await emulatorDb().doc(`profiles/${uid}`).get()).get('searchTerms') as unknown;
    if (Array.isArray(terms) && terms.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`profiles/${uid} has no searchTerms after ${timeoutMs} ms: is the profile trigger running?`);
}
