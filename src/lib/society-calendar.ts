/**
 * Dates in the society's time zone (architecture decision 9): formatting, the
 * society's calendar day, and "upcoming / past", never the viewer's device
 * zone. One module for the app (src/lib/dates.ts binds it to
 * VITE_SOCIETY_TIME_ZONE) and the Cloud Functions (bound to SOCIETY_TIME_ZONE).
 * No SDK and no environment here.
 */
import { TZDate } from '@date-fns/tz';

const formats = {
  /** "5 March 2026" */
  long: { dateStyle: 'long' },
  /** "5 Mar 2026" */
  medium: { dateStyle: 'medium' },
  /** "Saturday, 5 March 2026" (the spec's "long weekday format") */
  weekday: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** "Sat 5 Mar" */
  short: { weekday: 'short', day: 'numeric', month: 'short' },
  /** "5 March 2026, 07:30" */
  dateTime: { dateStyle: 'long', timeStyle: 'short', hourCycle: 'h23' },
  /** "07:30" */
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateFormat = keyof typeof formats;

/** The calendar of a society in `timeZone` (an IANA zone such as Asia/Dubai). */
export function societyCalendar(timeZone: string) {
  const formatters = new Map<DateFormat, Intl.DateTimeFormat>();

  /** A moment shown in the society's time zone, e.g. formatDate(date, 'long') -> "5 March 2026". */
  function formatDate(date: Date, format: DateFormat = 'long'): string {
    let formatter = formatters.get(format);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat('en-GB', { ...formats[format], timeZone });
      formatters.set(format, formatter);
    }
    return formatter.format(date);
  }

  const dayFormat = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });

  /** The society's calendar day of a moment, as YYYY-MM-DD (sortable; also the value of <input type="date">). */
  function societyDay(date: Date): string {
    return dayFormat.format(date);
  }

  /** True when the moment falls today or later on the society's calendar (an event later today is still upcoming). */
  function isUpcoming(date: Date, now: Date = new Date()): boolean {
    return societyDay(date) >= societyDay(now);
  }

  /** True when the moment falls on a day before today on the society's calendar. */
  function isPast(date: Date, now: Date = new Date()): boolean {
    return !isUpcoming(date, now);
  }

  /**
   * The moment of a wall-clock time on a society calendar day: the inverse of
   * societyDay() for inputs. `day` is YYYY-MM-DD, `time` HH:MM (default midnight).
   * Returns null when either does not parse.
   */
  function societyMoment(day: string, time = '00:00'): Date | null {
    const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
    const t = /^(\d{2}):(\d{2})$/.exec(time);
    if (!d || !t) return null;
    const moment = new TZDate(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]), timeZone);
    return Number.isNaN(moment.getTime()) ? null : new Date(moment.getTime());
  }

  /** The HH:MM wall-clock time of a moment in the society's time zone. */
  function societyTime(date: Date): string {
    return formatDate(date, 'time');
  }

  return { timeZone, formatDate, societyDay, isUpcoming, isPast, societyMoment, societyTime };
}

const relativeTime = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const DAY_S = 24 * 60 * 60;
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY_S],
  ['month', 30 * DAY_S],
  ['week', 7 * DAY_S],
  ['day', DAY_S],
  ['hour', 60 * 60],
  ['minute', 60],
];

/** "3 days ago", "yesterday", "in 2 weeks", "now": the largest whole unit between the two moments. */
export function relativeDate(date: Date, now: Date = new Date()): string {
  const seconds = (date.getTime() - now.getTime()) / 1000;
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relativeTime.format(Math.trunc(seconds / size), unit);
  }
  return relativeTime.format(0, 'second');
}

// ---- Calendar entries (.ics), shared by "Add to calendar", the mails' attachments and the feeds ----

/** When to arrive (spec section 9); the calendar reminder rings then and the entry says so. */
export interface Arrival {
  minutes: number;
  /** What the minutes are before, as the entry says it. */
  before: string;
}

export const ARRIVAL = {
  tournament: { minutes: 30, before: 'tee-off' },
  par3: { minutes: 15, before: 'your tee time' },
} as const satisfies Record<string, Arrival>;

export interface CalendarEvent {
  title: string;
  /** Tee-off (tournaments) or tee time (Par 3). */
  start: Date;
  durationMinutes: number;
  location: string;
  description?: string;
  /** When to arrive before the start (ARRIVAL.tournament or ARRIVAL.par3); the reminder fires then. */
  arrive: Arrival;
  /** The event's page, for the calendar entry. */
  url?: string;
}

function utcParts(date: Date): [number, number, number, number, number] {
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes()];
}

/**
 * The `ics` library's attributes of one event: times in UTC (every calendar
 * shows them at the right moment in the society's time zone), the arrival in
 * the description and an alarm ringing at the arrival time. `uid` keeps one
 * entry per event across updates (the feeds).
 */
export function calendarEntry(event: CalendarEvent & { uid?: string }) {
  const arrival = `Please arrive ${event.arrive.minutes} minutes before ${event.arrive.before}.`;
  return {
    ...(event.uid ? { uid: event.uid } : {}),
    title: event.title,
    start: utcParts(event.start),
    startInputType: 'utc' as const,
    startOutputType: 'utc' as const,
    duration: { minutes: event.durationMinutes },
    location: event.location,
    description: [event.description, arrival].filter(Boolean).join('\n\n'),
    url: event.url,
    productId: 'clubhouse/golf-society',
    alarms: [{ action: 'display' as const, description: arrival, trigger: { minutes: event.arrive.minutes, before: true } }],
  };
}
