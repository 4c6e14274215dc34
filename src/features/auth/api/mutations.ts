import { FirebaseError } from 'firebase/app';
import { serverTimestamp, setDoc } from 'firebase/firestore';
import { docRef } from '@/lib/data/refs';
import { imageExtension, uploadImage } from '@/lib/data/upload';
import { loadAuth } from '@/lib/firebase-app';
import { NEW_MEMBERSHIP } from '@/lib/schemas/profile';
import { signUpSchema, type SignUpInput } from '../schemas';

/**
 * Creates the account, uploads the avatar to avatars/{uid}/avatar.{ext} (a
 * failed upload is logged and the sign-up goes on without it) and writes the
 * new member's own profile exactly as firestore.rules accept it: pending,
 * unpaid, no fee or expiry, not a guest, the token's email, server times.
 */
export async function signUp(input: SignUpInput, avatar: File | null): Promise<void> {
  const { email, password, acceptTerms, preferredTeamId, ...fields } = signUpSchema.parse(input);
  if (!acceptTerms) throw new FirebaseError('invalid-argument', 'Please accept the terms and conditions');
  const [{ createUserWithEmailAndPassword }, auth] = await Promise.all([import('firebase/auth'), loadAuth()]);
  const { user } = await createUserWithEmailAndPassword(auth, email, password);

  let avatarUrl = '';
  if (avatar) {
    try {
      avatarUrl = await uploadImage(`avatars/${user.uid}/avatar.${imageExtension(avatar)}`, avatar);
    } catch (error) {
      console.error('Avatar upload failed; signing up without it', error);
    }
  }

  try {
    await setDoc(docRef('profiles', user.uid).withConverter(null), {
      ...fields,
      avatarUrl,
      preferredTeamId: preferredTeamId || null,
      email: user.email ?? email,
      ...NEW_MEMBERSHIP,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
  } catch (error) {
    // Spec section 8: a profile write failing after the account exists is only logged.
    console.error('Profile could not be saved after sign-up', error);
  }
}

/** Sends the password reset email; whether an account exists is never revealed. */
export async function sendPasswordReset(email: string): Promise<void> {
  const [{ sendPasswordResetEmail }, auth] = await Promise.all([import('firebase/auth'), loadAuth()]);
  try {
    await sendPasswordResetEmail(auth, email.trim(), { url: `${window.location.origin}/auth` });
  } catch (error) {
    if (error instanceof FirebaseError && error.code === 'auth/user-not-found') return;
    throw error;
  }
}

/**
 * Sets the new password from a reset link (its oobCode); without a code, a
 * signed-in user (the spec's `#type=recovery` session) sets it directly.
 */
export async function setNewPassword(oobCode: string | null, password: string): Promise<void> {
  const [{ confirmPasswordReset, updatePassword }, auth] = await Promise.all([import('firebase/auth'), loadAuth()]);
  if (oobCode) return confirmPasswordReset(auth, oobCode, password);
  if (auth.currentUser) return updatePassword(auth.currentUser, password);
  throw new FirebaseError('auth/invalid-action-code', 'No reset code');
}

/** Changes the signed-in member's password; Firebase may refuse with auth/requires-recent-login. */
export async function changePassword(password: string): Promise<void> {
  const [{ updatePassword }, auth] = await Promise.all([import('firebase/auth'), loadAuth()]);
  if (!auth.currentUser) throw new FirebaseError('unauthenticated', 'Not signed in');
  await updatePassword(auth.currentUser, password);
}

/** Signs in again with the current password (when a sign-in is too old to change the password). */
export async function confirmCurrentPassword(currentPassword: string): Promise<void> {
  const [{ EmailAuthProvider, reauthenticateWithCredential }, auth] = await Promise.all([import('firebase/auth'), loadAuth()]);
  const user = auth.currentUser;
  if (!user?.email) throw new FirebaseError('unauthenticated', 'Not signed in');
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, currentPassword));
}
