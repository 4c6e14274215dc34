import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';

/**
 * Grants or revokes the `admin` custom claim, keeping the user's other claims,
 * and mirrors it in `roles/{uid}` (architecture decision 2). Same logic as
 * scripts/lib/admin-claim.ts (the grant-admin script); throws auth/user-not-found.
 */
export async function setAdminClaim(auth: Auth, db: Firestore, uid: string, admin: boolean): Promise<void> {
  const user = await auth.getUser(uid);
  const claims: Record<string, unknown> = { ...(user.customClaims ?? {}) };
  if (admin) claims.admin = true;
  else delete claims.admin;
  await auth.setCustomUserClaims(uid, claims);
  const role = db.doc(`roles/${uid}`);
  await (admin ? role.set({ admin: true }) : role.delete());
}
