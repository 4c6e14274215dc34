/**
 * Maps Firebase error codes onto the spec's error catalogue
 * (architecture decision 8). Screens show the specific message of their action
 * where the spec names one, and this one otherwise.
 */
export const GENERIC_ERROR = 'An error occurred. Please try again or contact support if the problem persists';

/** The catalogue's message for a server out of reach (Firestore, Auth, or a call that got no response). */
export const NETWORK_ERROR = 'Network error. Please check your connection';

const messages: Record<string, string> = {
  'already-exists': 'This item already exists',
  'permission-denied': 'You do not have permission to perform this action',
  unauthenticated: 'Session expired. Please sign in again',
  unavailable: NETWORK_ERROR,
  'deadline-exceeded': 'Request timed out. Please try again',
  'invalid-argument': 'Invalid input format',
  'failed-precondition': 'Cannot delete: item is in use',
  'auth/invalid-credential': 'Invalid email or password',
  'auth/invalid-email': 'Invalid email or password',
  'auth/wrong-password': 'Invalid email or password',
  'auth/user-not-found': 'Invalid email or password',
  'auth/user-disabled': 'Invalid email or password',
  'auth/network-request-failed': NETWORK_ERROR,
  'auth/timeout': 'Request timed out. Please try again',
  'auth/too-many-requests': 'Request timed out. Please try again',
  'auth/email-already-in-use': 'This item already exists',
  'auth/requires-recent-login': 'Session expired. Please sign in again',
  'auth/user-token-expired': 'Session expired. Please sign in again',
  'storage/unauthorized': 'You do not have permission to perform this action',
  'storage/unauthenticated': 'Session expired. Please sign in again',
  'storage/retry-limit-exceeded': 'Request timed out. Please try again',
};

/** The code of a Firebase error ('functions/…' and 'firestore/…' prefixes removed). */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const code = (error as { code: unknown }).code;
  if (typeof code !== 'string') return undefined;
  return code.replace(/^(functions|firestore)\//, '');
}

export function errorMessage(error: unknown): string {
  const code = errorCode(error);
  if (code && messages[code]) return messages[code];
  if (error instanceof TypeError && /fetch|network/i.test(error.message)) {
    return messages.unavailable ?? GENERIC_ERROR;
  }
  return GENERIC_ERROR;
}

/**
 * The message a callable function sent with its error ("This tournament is
 * full", "You cannot delete your own account"), which the spec shows as the
 * server's error; the catalogue's words for anything else (and for a crash,
 * whose message is only "INTERNAL").
 */
export function serverMessage(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
  const message = error instanceof Error ? error.message : '';
  if (typeof code === 'string' && code.startsWith('functions/') && code !== 'functions/internal' && message && message !== code) {
    return message;
  }
  return errorMessage(error);
}
