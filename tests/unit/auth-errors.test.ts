/**
 * The auth screens' own words for Firebase Auth failures (src/features/auth/errors.ts).
 * The expired reset link has no browser test: the Auth emulator never expires
 * its out-of-band codes, so its mapping is held here.
 */
import { FirebaseError } from 'firebase/app';
import { describe } from 'vitest';
import { resetErrorText, signUpErrorText } from '@/features/auth/errors';
import { itMapsEachCode } from '../support/error-words';

const authError = (code: string) => new FirebaseError(code, `Firebase: Error (${code}).`);

describe('reset link failures', () => {
  itMapsEachCode(
    [
      ['auth/expired-action-code', 'This reset link has expired. Please request a new one.'],
      ['auth/invalid-action-code', 'This reset link is invalid or has already been used. Please request a new one.'],
      ['auth/weak-password', 'Password must be at least 6 characters'],
      ['auth/network-request-failed', 'Network error. Please check your connection'],
    ],
    (code) => resetErrorText(authError(code)),
  );
});

describe('sign-up failures', () => {
  itMapsEachCode(
    [
      ['auth/email-already-in-use', 'An account with this email already exists. Please sign in instead.'],
      ['auth/weak-password', 'Password is too weak. Password must be at least 6 characters'],
      ['auth/invalid-email', 'Invalid email address'],
      ['auth/network-request-failed', 'Network error. Please check your connection'],
    ],
    (code) => signUpErrorText(authError(code)),
  );
});
