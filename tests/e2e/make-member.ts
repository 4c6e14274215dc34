/**
 * Records the admin-panel specs create for themselves, so destructive flows
 * never touch the seeded season's people (all specs share one seeded state).
 */
import { getApps } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { emulatorDb } from './admin-sdk';

export interface TestMember {
  uid: string;
  email: string;
  password: string;
  fullName: string;
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export function adminAuth() {
  emulatorDb();
  const app = getApps()[0];
  if (!app) throw new Error('no Admin SDK app');
  return getAuth(app);
}

/** A new account with a complete, valid profile (pending, unpaid unless told otherwise). */
export async function makeMember(fullName: string, overrides: Record<string, unknown> = {}): Promise<TestMember> {
  const id = unique();
  const member = { uid: `e2e-${id}`, email: `e2e-${id}@example.com`, password: 'start-password-1', fullName };
  await adminAuth().createUser({ uid: member.uid, email: member.email, password: member.password, displayName: fullName });
  await emulatorDb()
    .doc(`profiles/${member.uid}`)
    .set({
      fullName,
      phone: '',
      dateOfBirth: null,
      nationality: '',
      gender: '',
      handicap: 12.4,
      tshirtSize: '',
      golfClubMembership: '',
      dietaryRequirements: '',
      emergencyContactName: '',
      emergencyContactPhone: '',
      egfGhinNumber: '',
      avatarUrl: '',
      preferredTeamId: null,
      updatedAt: FieldValue.serverTimestamp(),
      email: member.email,
      membershipStatus: 'pending',
      membershipFeePaid: false,
      membershipFeeAmount: null,
      membershipExpiry: null,
      isGuest: false,
      createdAt: FieldValue.serverTimestamp(),
      ...overrides,
    });
  return member;
}

/** A new upcoming tournament (a week from now) written with the Admin SDK; resolves to its id. */
export async function makeTournament(name: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const ref = emulatorDb().collection('tournaments').doc(`e2e-${unique()}`);
  await ref.set({
    name,
    description: '',
    agenda: '',
    date: Timestamp.fromMillis(Date.now() + 7 * 24 * 3600 * 1000),
    teeOffTime: '07:30',
    location: 'Test Links',
    format: 'stroke_play',
    maxParticipants: 40,
    isLeagueEvent: false,
    imageUrl: '',
    registrationFee: 0,
    status: 'upcoming',
    sponsorId: null,
    sponsorName: '',
    sponsorLogoUrl: '',
    registeredCount: 0,
    ...overrides,
  });
  return ref.id;
}

/** A registration as the callable writes it (and the count with it), for setting up a scene. */
export async function register(tournamentId: string, member: { uid: string; fullName: string }, handicap: number | null = 10) {
  const db = emulatorDb();
  await db.doc(`tournaments/${tournamentId}/registrations/${member.uid}`).set({
    memberId: member.uid,
    status: 'registered',
    registeredAt: FieldValue.serverTimestamp(),
    handicap,
    fullName: member.fullName,
    teamId: null,
    teamName: '',
  });
  await db.doc(`tournaments/${tournamentId}`).update({ registeredCount: FieldValue.increment(1) });
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
