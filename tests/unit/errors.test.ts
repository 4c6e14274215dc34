import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR, errorCode, errorMessage } from '@/lib/errors';
import { errorWithCode, itMapsEachCode } from '../support/error-words';

describe('errorMessage (architecture decision 8)', () => {
  itMapsEachCode(
    [
      ['already-exists', 'This item already exists'],
      ['functions/already-exists', 'This item already exists'],
      ['permission-denied', 'You do not have permission to perform this action'],
      ['firestore/permission-denied', 'You do not have permission to perform this action'],
      ['unauthenticated', 'Session expired. Please sign in again'],
      ['auth/invalid-credential', 'Invalid email or password'],
      ['unavailable', 'Network error. Please check your connection'],
      ['auth/network-request-failed', 'Network error. Please check your connection'],
      ['deadline-exceeded', 'Request timed out. Please try again'],
    ],
    (code) => errorMessage(errorWithCode(code)),
  );

  it('maps a failed fetch to the network message', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Network error. Please check your connection');
  });

  it('falls back to the generic message for anything else', () => {
    expect(errorMessage(errorWithCode('internal'))).toBe(GENERIC_ERROR);
    expect(errorMessage('boom')).toBe(GENERIC_ERROR);
    expect(errorMessage(null)).toBe(GENERIC_ERROR);
  });

  it('reads codes only from error-like objects', () => {
    expect(errorCode({ code: 'functions/not-found' })).toBe('not-found');
    expect(errorCode({ code: 42 })).toBeUndefined();
    expect(errorCode(undefined)).toBeUndefined();
  });
});
