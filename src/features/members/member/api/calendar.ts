import { callFunction } from '@/lib/data/callable';
import { docRef } from '@/lib/data/refs';

/** The member's private calendar token (only they read it; only the callable writes it). */
export const calendarTokenRef = (uid: string) => docRef('calendarTokens', uid);

/** Makes a new calendar address (the first call creates it); the old one stops working. */
export const replaceCalendarToken = () => callFunction('replaceCalendarToken', {});
