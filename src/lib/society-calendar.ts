/**
 * Dates in the society's time zone (architecture decision 9): formatting, the
 * society's calendar day, and "upcoming / past", never the viewer's device
 * zone. One module for the app (src/lib/dates.ts binds it to
 * VITE_SOCIETY_TIME_ZONE) and the Cloud Functions (bound to SOCIETY_TIME_ZONE).
 * No SDK and no environment here.
 */
import { offsetAt } from './zone-offsets';

/** A moment's wall clock in the society's zone. */
interface Wall {
  year: number;
  /** 0-11 */
  month: number;
  day: number;
  /** 0 (Sunday) - 6 */
  weekday: number;
  hour: number;
  minute: number;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
// (British English abbreviates September to four letters.)
const MONTHS_SHORT = MONTHS.map((month) => (month === 'September' ? 'Sept' : month.slice(0, 3)));
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const two = (n: number) => String(n).padStart(2, '0');
const clock = (w: Wall) => `${two(w.hour)}:${two(w.minute)}`;

/**
 * The formats, written out as British English writes them (what Intl's en-GB gives; a unit test holds each
 * to it): formatting needs no Intl, whose first use costs a hydrating page tens of milliseconds (decision 0034).
 */
const formats = {
  /** "5 March 2026" */
  long: (w: Wall) => `${w.day} ${MONTHS[w.month]} ${w.year}`,
  /** "5 Mar 2026" */
  medium: (w: Wall) => `${w.day} ${MONTHS_SHORT[w.month]} ${w.year}`,
  /** "Saturday, 5 March 2026" (the spec's "long weekday format") */
  weekday: (w: Wall) => `${WEEKDAYS[w.weekday]}, ${w.day} ${MONTHS[w.month]} ${w.year}`,
  /** "Sat 5 Mar" */
  short: (w: Wall) => `${WEEKDAYS[w.weekday]!.slice(0, 3)} ${w.day} ${MONTHS_SHORT[w.month]}`,
  /** "5 March 2026 at 07:30" */
  dateTime: (w: Wall) => `${w.day} ${MONTHS[w.month]} ${w.year} at ${clock(w)}`,
  /** "07:30" */
  time: clock,
} as const satisfies Record<string, (w: Wall) => string>;

export type DateFormat = keyof typeof formats;

const MINUTE_MS = 60_000;

/** The calendar of a society in `timeZone` (an IANA zone such as Asia/Dubai). */
export function societyCalendar(timeZone: string) {
  /** The moment's wall clock in the zone. Throws RangeError for an invalid date, as Intl does. */
  function wall(date: Date): Wall {
    const ms = date.getTime();
    const local = new Date(ms + offsetAt(timeZone, ms) * MINUTE_MS);
    return {
      year: local.getUTCFullYear(),
      month: local.getUTCMonth(),
      day: local.getUTCDate(),
      weekday: local.getUTCDay(),
      hour: local.getUTCHours(),
      minute: local.getUTCMinutes(),
    };
  }

  /** A moment shown in the society's time zone, e.g. formatDate(date, 'long') -> "5 March 2026". */
  function formatDate(date: Date, format: DateFormat = 'long'): string {
    return formats[format](wall(date));
  }

  /** The society's calendar day of a moment, as YYYY-MM-DD (sortable; also the value of <input type="date">). */
  function societyDay(date: Date): string {
    const w = wall(date);
    return `${w.year}-${two(w.month + 1)}-${two(w.day)}`;
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
    const clockTime = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
    // The zone's offset at the wall-clock time read as UTC, then at the moment that gives (a change of offset between the two).
    const guess = clockTime - offsetAt(timeZone, clockTime) * MINUTE_MS;
    return new Date(clockTime - offsetAt(timeZone, guess) * MINUTE_MS);
  }

  /** The HH:MM wall-clock time of a moment in the society's time zone. */
  function societyTime(date: Date): string {
    return formatDate(date, 'time');
  }

  return { timeZone, formatDate, societyDay, isUpcoming, isPast, societyMoment, societyTime };
}

// Made on first use: the first Intl object a page makes initialises ICU (decision 0034).
let relative: Intl.RelativeTimeFormat | undefined;
const relativeTime = () => (relative ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' }));
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
    if (Math.abs(seconds) >= size) return relativeTime().format(Math.trunc(seconds / size), unit);
  }
  return relativeTime().format(0, 'second');
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
