import type { ToastText } from '@/components/kit';
import { errorCode, errorMessage } from '@/lib/errors';

/**
 * The tournament registration callable's error codes in each screen's words (site spec
 * section 8); the generic catalogue in src/lib/errors.ts stays as it is.
 */
export function tournamentFailure(error: unknown): ToastText {
  switch (errorCode(error)) {
    case 'already-exists':
      return { title: "You're already registered for this tournament" };
    case 'resource-exhausted':
      return { title: 'This tournament is full', description: 'All places have been taken.' };
    case 'failed-precondition':
      return { title: 'Registration is closed for this tournament' };
    default:
      return { title: 'Failed to confirm registration', description: errorMessage(error) };
  }
}
