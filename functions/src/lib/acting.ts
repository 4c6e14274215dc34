import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { isAdmin, MESSAGES, requireUser } from './guards';

/** Whom a registration callable acts for, and whether schedule checks apply. */
export interface Acting {
  /** The member whose registration is created or removed. */
  memberId: string;
  /**
   * True when an admin passes `memberId` (the admin panel's registrations
   * managers): they may add or remove a registration whatever the event's
   * status or date (results entry, late changes, the seed's past seasons).
   * Capacity and duplicates are enforced for everyone.
   */
  bypassSchedule: boolean;
}

/** A member acts for themself; only an admin may name someone else (`permission-denied`). */
export function actingFor(request: CallableRequest, memberId: string | undefined, signedOut?: string): Acting {
  const uid = requireUser(request, signedOut);
  const admin = isAdmin(request);
  if (memberId !== undefined && memberId !== uid && !admin) {
    throw new HttpsError('permission-denied', MESSAGES.notAllowed);
  }
  return { memberId: memberId ?? uid, bypassSchedule: admin && memberId !== undefined };
}

/** A stored number, or `fallback` when the field is missing or not a number. */
export function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** Attempts per registration transaction: enough for two dozen members pressing at once. */
export const TRANSACTION_ATTEMPTS = 30;

/** True for the Admin SDK's "no such Auth user" error. */
export function isUserNotFound(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'auth/user-not-found';
}
