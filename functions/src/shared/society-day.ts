/**
 * "Upcoming or past" is decided on the society's calendar (architecture
 * decision 9), so an event later today in Dubai is still open for
 * registration: the same calendar module as the app's, bound to the
 * functions' SOCIETY_TIME_ZONE.
 */
import { societyCalendar } from '@/lib/society-calendar';
import { env } from './env';

export const { societyDay, isPast: isBeforeToday } = societyCalendar(env.SOCIETY_TIME_ZONE);
