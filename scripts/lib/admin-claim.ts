import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';

/**
 * Grants or revokes the `admin` custom claim and keeps its `roles/{uid}` mirror
 * (architecture decision 2). The path by which the first admin is made, by
 * `npm run grant-admin` and by the seed; later admins come from the setAdmin
 * callable of the admin panel.
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
