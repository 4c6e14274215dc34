/**
 * The auth screens' own words for Firebase Auth failures (src/features/auth/errors.ts).
 * The expired reset link has no browser test: the Auth emulator never expires
 * its out-of-band codes, so its mapping is held here.
 */
import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { resetErrorText, signUpErrorText } from '@/features/auth/errors';

const auth = (code: string) => new FirebaseError(`auth/${code}`, `Firebase: Error (auth/${code}).`);

describe('reset link failures', () => {
  it.each([
    ['expired-action-code', 'This reset link has expired. Please request a new one.'],
    ['invalid-action-code', 'This reset link is invalid or has already been used. Please request a new one.'],
    ['weak-password', 'Password must be at least 6 characters'],
    ['network-request-failed', 'Network error. Please check your connection'],
  ])('auth/%s', (code, text) => {
    expect(resetErrorText(auth(code))).toBe(text);
  });
});

describe('sign-up failures', () => {
  it.each([
    ['email-already-in-use', 'An account with this email already exists. Please sign in instead.'],
    ['weak-password', 'Password is too weak. Password must be at least 6 characters'],
    ['invalid-email', 'Invalid email address'],
    ['network-request-failed', 'Network error. Please check your connection'],
  ])('auth/%s', (code, text) => {
    expect(signUpErrorText(auth(code))).toBe(text);
  });
});
