import { errorCode, errorMessage } from '@/lib/errors';

/** A screen's own words for some failure codes; any other failure in the catalogue's words (errors.ts stays generic). */
function inWords(texts: Readonly<Record<string, string>>): (error: unknown) => string {
  const byCode = new Map(Object.entries(texts));
  return (error) => byCode.get(errorCode(error) ?? '') ?? errorMessage(error);
}

/** Sign-up failures in words a new member can act on. */
export const signUpErrorText = inWords({
  'auth/email-already-in-use': 'An account with this email already exists. Please sign in instead.',
  'auth/weak-password': 'Password is too weak. Password must be at least 6 characters',
  'auth/invalid-email': 'Invalid email address',
});

/** A reset link that cannot be used any more, or the spec's generic failure. */
export const resetErrorText = inWords({
  'auth/expired-action-code': 'This reset link has expired. Please request a new one.',
  'auth/invalid-action-code': 'This reset link is invalid or has already been used. Please request a new one.',
  'auth/weak-password': 'Password must be at least 6 characters',
});
