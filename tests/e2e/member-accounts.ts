import { getApps, initializeApp } from 'firebase-admin/app';
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
  const app = getApps()[0] ?? initializeApp({ projectId: 'demo-clubhouse' });
  const email = uniqueEmail(prefix);
  const password = 'first-password';
  const user = await getAuth(app).createUser({ email, password, displayName: fullName });
  const now = Timestamp.now();
  await emulatorDb()
    .collection('profiles')
    .doc(user.uid)
    .set({
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
export async function resetCodes(email: string): Promise<string[]> {
  const response = await fetch('http://127.0.0.1:9099/emulator/v1/projects/demo-clubhouse/oobCodes');
  const body = (await response.json()) as { oobCodes: { email: string; requestType: string; oobCode: string }[] };
  return body.oobCodes.filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET').map((c) => c.oobCode);
}
