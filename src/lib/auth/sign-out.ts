import { signOut } from 'firebase/auth';
import { loadAuth } from '../firebase';

/** Ends the session on this device. */
export async function signOutUser(): Promise<void> {
  await signOut(await loadAuth());
}
