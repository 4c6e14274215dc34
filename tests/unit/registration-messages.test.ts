import { describe, expect, it } from 'vitest';
import { par3Failure } from '@/features/par3/member/messages';
import { tournamentFailure } from '@/features/tournaments/member/messages';
import { errorWithCode, itMapsEachCode } from '../support/error-words';

describe('tournament registration failures (site spec section 8, issue 10)', () => {
  itMapsEachCode(
    [
      ['functions/already-exists', "You're already registered for this tournament"],
      ['functions/resource-exhausted', 'This tournament is full'],
      ['functions/failed-precondition', 'Registration is closed for this tournament'],
      ['functions/internal', 'Failed to confirm registration'],
      ['functions/unavailable', 'Failed to confirm registration'],
    ],
    (code) => tournamentFailure(errorWithCode(code)).title,
  );

  it('says "Failed to confirm registration" for an error without a code', () => {
    expect(tournamentFailure(new Error('boom')).title).toBe('Failed to confirm registration');
  });
});

describe('Par 3 registration failures (site spec section 8, issue 10)', () => {
  itMapsEachCode(
    [
      ['functions/already-exists', "You're already registered for this event"],
      ['functions/resource-exhausted', 'This tee time is now full. Please select another.'],
      ['functions/failed-precondition', 'Failed to confirm registration'],
      ['functions/internal', 'Failed to confirm registration'],
    ],
    (code) => par3Failure(errorWithCode(code)).title,
  );
});
