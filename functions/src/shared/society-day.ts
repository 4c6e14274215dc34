/**
 * "Upcoming or past" is decided on the society's calendar (architecture
 * decision 9), so an event later today in Dubai is still open for registration.
 */
import { env } from './env';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: env.SOCIETY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The society's calendar day of a moment, as YYYY-MM-DD (sortable). */
export function societyDay(moment: Date): string {
  return dayFormat.format(moment);
}

/** True when `date` falls on a day before today in the society's time zone. */
export function isBeforeToday(date: Date, now: Date = new Date()): boolean {
  return societyDay(date) < societyDay(now);
}
