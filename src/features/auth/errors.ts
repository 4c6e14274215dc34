import { errorCode, errorMessage } from '@/lib/errors';

/** Sign-up failures in words a new member can act on (the screen's own mapping, errors.ts stays generic). */
export function signUpErrorText(error: unknown): string {
  switch (errorCode(error)) {
    case 'auth/email-already-in-use':
      return 'An account with this email already exists. Please sign in instead.';
    case 'auth/weak-password':
      return 'Password is too weak. Password must be at least 6 characters';
    case 'auth/invalid-email':
      return 'Invalid email address';
    default:
      return errorMessage(error);
  }
}

/** A reset link that cannot be used any more, or the spec's generic failure. */
export function resetErrorText(error: unknown): string {
  switch (errorCode(error)) {
    case 'auth/expired-action-code':
      return 'This reset link has expired. Please request a new one.';
    case 'auth/invalid-action-code':
      return 'This reset link is invalid or has already been used. Please request a new one.';
    case 'auth/weak-password':
      return 'Password must be at least 6 characters';
    default:
      return errorMessage(error);
  }
}
