import { z } from 'zod';
import { moment, onFirstUse } from './common';
import { readShape } from './stored';

/**
 * calendarTokens/{uid}: the secret of a member's private calendar address
 * `/calendar/{token}.ics` (issue 20). One document per member, keyed by their
 * uid, so replacing the token overwrites the only copy and the old address is
 * dead at once. Written only by the `replaceCalendarToken` callable; the member
 * reads their own, nobody else (admins included); the `calendar` function finds
 * the member by the token.
 */

/** 32 url-safe characters: 24 random bytes (192 bits) in base64url. */
export const CALENDAR_TOKEN = /^[A-Za-z0-9_-]{32}$/;

export const calendarTokenDoc = onFirstUse(() =>
  z.strictObject({
    token: z.string().regex(CALENDAR_TOKEN, 'Must be a calendar token'),
    createdAt: moment,
  }),
);

export type CalendarTokenDoc = z.infer<typeof calendarTokenDoc>;

export const calendarTokenRead = readShape(calendarTokenDoc);

/** The path of a member's private feed on the site's own origin. */
export const memberFeedPath = (token: string) => `/calendar/${token}.ics`;
