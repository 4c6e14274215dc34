/**
 * Admin-only callables (admin spec section 6). Visitors get `unauthenticated`,
 * members `permission-denied`; then the payload is checked.
 */
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import {
  applyDefaultFeeSchema,
  deleteMemberSchema,
  resetMemberPasswordSchema,
  setAdminSchema,
} from '@/lib/schemas/admin';
import { adminAuth, db } from '../firebase';
import { isUserNotFound } from '../lib/acting';
import { setAdminClaim } from '@/lib/admin-claim';
import { deleteMemberEverywhere } from '../lib/delete-member';
import { applyFeeToUnpaid } from '../lib/fees';
import { parse, requireAdmin } from '../lib/guards';

const options = { region: 'us-central1' };
const MEMBER_NOT_FOUND = 'Member not found';

/** Runs an Auth call, turning "no such user" into `not-found`. */
async function forExistingUser<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (isUserNotFound(error)) throw new HttpsError('not-found', MEMBER_NOT_FOUND);
    throw error;
  }
}

export const setAdmin = onCall(options, async (request) => {
  const caller = requireAdmin(request);
  const { uid, admin } = parse(setAdminSchema, request.data);
  // An admin cannot lock themself out (and the society out of its last admin by accident).
  if (uid === caller && !admin) throw new HttpsError('failed-precondition', 'You cannot remove your own admin role');
  await forExistingUser(() => setAdminClaim(adminAuth, db, uid, admin));
  return { uid, admin };
});

export const deleteMember = onCall(options, async (request) => {
  const caller = requireAdmin(request);
  const { uid } = parse(deleteMemberSchema, request.data);
  if (uid === caller) throw new HttpsError('failed-precondition', 'You cannot delete your own account');
  return { uid, removed: await deleteMemberEverywhere(uid) };
});

export const resetMemberPassword = onCall(options, async (request) => {
  requireAdmin(request);
  const { uid, newPassword } = parse(resetMemberPasswordSchema, request.data);
  await forExistingUser(() => adminAuth.updateUser(uid, { password: newPassword }));
  return { uid };
});

export const applyDefaultFee = onCall(options, async (request) => {
  requireAdmin(request);
  const { amount } = parse(applyDefaultFeeSchema, request.data);
  return { amount, updated: await applyFeeToUnpaid(amount) };
});
