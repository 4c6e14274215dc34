import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import type { CallableName, CallableOutput, CallablePayload } from '@/lib/schemas/callables';
import { callable } from '../shared/handlers';
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

/** The callables that act for a member: those whose payload may name one (`memberId`). */
export type ActingCallable = {
  [N in CallableName]: 'memberId' extends keyof CallablePayload<N> ? N : never;
}[CallableName];

/**
 * A callable of the registry that acts for a member (the registration and the
 * waiting-list callables): any signed-in member for themself, an admin for the
 * `memberId` they pass (then free of the schedule checks). `signedOut` is what a
 * visitor is told.
 */
export function actingCallable<N extends ActingCallable>(
  name: N,
  signedOut: string | undefined,
  handler: (input: CallablePayload<N>, acting: Acting) => Promise<CallableOutput<N>>,
) {
  return callable(name, { caller: 'member', ...(signedOut ? { signedOut } : {}) }, (input, request) =>
    handler(input, actingFor(request, (input as { memberId?: string }).memberId, signedOut)),
  );
}

/** A removal's check: `not-found` with `message` when there was nothing to remove. */
export function found(removed: boolean, message: string): void {
  if (!removed) throw new HttpsError('not-found', message);
}
