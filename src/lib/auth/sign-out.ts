import { loadAuth } from '../firebase';

/** Ends the session on this device. */
export async function signOutUser(): Promise<void> {
  const [auth, { signOut }] = await Promise.all([loadAuth(), import('firebase/auth')]);
  await signOut(auth);
}
