/**
 * The secrets of members' private calendar addresses (issue 20; decision 0014):
 * calendarTokens/{uid} holds the member's one token, so replacing it
 * overwrites the only copy and the old address stops answering at once. A token
 * is 24 bytes from the system's cryptographic generator (192 bits), base64url:
 * unguessable and safe in a path.
 */
import { randomBytes } from 'node:crypto';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { CALENDAR_TOKEN } from '@/lib/schemas/calendar';
import { typedCollection, typedDoc } from '../shared/converter';

export function newCalendarToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Gives the member a new token (the first one, or one in place of the old) and returns it. */
export async function replaceCalendarToken(store: Firestore, memberId: string): Promise<string> {
  const token = newCalendarToken();
  await typedDoc(store, 'calendarTokens', memberId).set({ token, createdAt: FieldValue.serverTimestamp() });
  return token;
}

/** The member whose current token this is, or undefined (unknown, replaced or malformed). */
export async function memberOfToken(store: Firestore, token: string): Promise<string | undefined> {
  if (!CALENDAR_TOKEN.test(token)) return undefined;
  const found = await typedCollection(store, 'calendarTokens').where('token', '==', token).limit(2).get();
  // Two members can never share a token (192 random bits); if they somehow did, neither is served.
  return found.size === 1 ? found.docs[0]?.id : undefined;
}
