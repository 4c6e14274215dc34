/**
 * What every callable checks first: who is calling, and whether the payload
 * matches the shared zod schema. Failures are HttpsErrors in the spec's words,
 * which the app maps to its messages by code (architecture decision 8).
 */
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import type { z } from 'zod';

export const MESSAGES = {
  signedOut: 'Session expired. Please sign in again',
  notAllowed: 'You do not have permission to perform this action',
} as const;

/** The caller's uid; `unauthenticated` for visitors. */
export function requireUser(request: CallableRequest, message: string = MESSAGES.signedOut): string {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', message);
  return uid;
}

/** True when the caller's ID token carries the admin claim (and nothing else counts). */
export function isAdmin(request: CallableRequest): boolean {
  return request.auth?.token.admin === true;
}

/** The admin's uid; `unauthenticated` for visitors, `permission-denied` for members. */
export function requireAdmin(request: CallableRequest): string {
  const uid = requireUser(request);
  if (!isAdmin(request)) throw new HttpsError('permission-denied', MESSAGES.notAllowed);
  return uid;
}

/** The payload parsed by `schema`, or `invalid-argument` with the first failing field's message. */
export function parse<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw new HttpsError('invalid-argument', `${field}${issue?.message ?? 'Invalid input. Please check your information.'}`);
}

/** True for the Admin SDK's "no such Auth user" error. */
export function isUserNotFound(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'auth/user-not-found';
}
