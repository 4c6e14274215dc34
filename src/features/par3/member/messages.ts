import type { ToastText } from '@/components/kit';
import { errorCode, errorMessage } from '@/lib/errors';

/** Shown when the chosen tee time fills up, on the page (live) and when the callable refuses it. */
export const TEE_TIME_FULL = 'This tee time is now full. Please select another.';

/**
 * The Par 3 registration callable's error codes in the screen's words (site
 * spec section 8); the generic catalogue in src/lib/errors.ts stays as it is.
 */
export function par3Failure(error: unknown): ToastText {
  switch (errorCode(error)) {
    case 'already-exists':
      return { title: "You're already registered for this event" };
    case 'resource-exhausted':
      return { title: TEE_TIME_FULL };
    case 'failed-precondition':
      return { title: 'Failed to confirm registration', description: 'Registration is closed for this event.' };
    default:
      return { title: 'Failed to confirm registration', description: errorMessage(error) };
  }
}
