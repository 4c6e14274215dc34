import { signOut } from 'firebase/auth';
import { auth } from '../firebase';

/** Ends the session on this device. */
export function signOutUser(): Promise<void> {
  return signOut(auth);
}
