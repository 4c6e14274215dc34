import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';

/**
 * Server-side only (type imports; callers pass their Admin SDK instances).
 * Grants or revokes the `admin` custom claim, keeping the user's other claims,
 * and mirrors it in `roles/{uid}` (architecture decision 2). Used by the
 * setAdmin callable and by `npm run grant-admin` and the seed (the first
 * admin); throws auth/user-not-found.
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
