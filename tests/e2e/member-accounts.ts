import { getApps } from 'firebase-admin/app';
import { passwordResetCodes } from '../../scripts/lib/emulators';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { emulatorDb } from './admin-sdk';
import type { Account } from './fixtures';

export interface TestMember extends Account {
  uid: string;
  fullName: string;
}

/** A unique address, so tests that write never touch the demo accounts or each other. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** A fresh active member (account + profile through the Admin SDK) for tests that change things. */
export async function createMember(prefix: string, fullName = 'Test Golfer'): Promise<TestMember> {
  emulatorDb();
  const app = getApps()[0];
  if (!app) throw new Error('no Admin SDK app');
  const email = uniqueEmail(prefix);
  const password = 'first-password';
  const user = await getAuth(app).createUser({ email, password, displayName: fullName });
  const now = Timestamp.now();
  await emulatorDb().collection('profiles').doc(user.uid).set({
    fullName,
    phone: '+971 50 123 4567',
    dateOfBirth: null,
    nationality: '',
    gender: '',
    handicap: 18.4,
    tshirtSize: '',
    golfClubMembership: '',
    dietaryRequirements: '',
    emergencyContactName: '',
    emergencyContactPhone: '',
    egfGhinNumber: '',
    avatarUrl: '',
    preferredTeamId: null,
    updatedAt: now,
    email,
    membershipStatus: 'active',
    membershipFeePaid: true,
    membershipFeeAmount: 500,
    membershipExpiry: null,
    isGuest: false,
    createdAt: now,
  });
  return { uid: user.uid, email, password, fullName };
}

/** The Auth emulator's out-of-band codes (password reset links) for an address, newest last. */
export const resetCodes = (email: string) => passwordResetCodes(email);
