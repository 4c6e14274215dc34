import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { isAdmin, MESSAGES, requireUser } from '../shared/guards';

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
