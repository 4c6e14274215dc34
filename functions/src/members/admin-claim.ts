import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { RoleDoc } from '@/lib/schemas/member';

/**
 * Grants or revokes the `admin` custom claim, keeping the user's other claims,
 * and mirrors it in `roles/{uid}` (architecture decision 2). The one way an
 * admin is made: the setAdmin callable, `npm run grant-admin` (the first
 * admin) and the seed all call it, each with its own Admin SDK instances
 * (type imports only, so scripts can import this file without the functions'
 * runtime). Throws auth/user-not-found.
 */
export async function setAdminClaim(auth: Auth, db: Firestore, uid: string, admin: boolean): Promise<void> {
  const user = await auth.getUser(uid);
  const claims: Record<string, unknown> = { ...(user.customClaims ?? {}) };
  if (admin) claims.admin = true;
  else delete claims.admin;
  await auth.setCustomUserClaims(uid, claims);
  const role = db.doc(`roles/${uid}`);
  const mirror: RoleDoc = { admin: true };
  await (admin ? role.set(mirror) : role.delete());
}
