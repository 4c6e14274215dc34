/**
 * Dates in the society's time zone for every screen (VITE_SOCIETY_TIME_ZONE,
 * default Asia/Dubai): see society-calendar.ts.
 */
import { env } from './env';
import { societyCalendar } from './society-calendar';

export { relativeDate, type DateFormat } from './society-calendar';

export const {
  timeZone: SOCIETY_TIME_ZONE,
  formatDate,
  societyDay,
  isUpcoming,
  isPast,
  societyMoment,
  societyTime,
} = societyCalendar(env.VITE_SOCIETY_TIME_ZONE);

/** The first moment of the society's calendar day of `date` (today by default): "date not in the past" in queries. */
export function startOfSocietyDay(date: Date = new Date()): Date {
  return societyMoment(societyDay(date)) ?? date;
}
