/**
 * Calendar helpers in the society's time zone, Asia/Dubai (UTC+4 all year,
 * no daylight saving), so "upcoming" and "past" match what the app decides.
 */
export const SOCIETY_TIME_ZONE = 'Asia/Dubai';
const OFFSET_MS = 4 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export const WEDNESDAY = 3;
export const SATURDAY = 6;

/** A calendar day in Dubai. `month` is 0-based, like Date. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** The Dubai calendar day a moment falls on. */
export function dubaiDay(moment: Date): CalendarDay {
  const shifted = new Date(moment.getTime() + OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth(), day: shifted.getUTCDate() };
}

/** Whether two moments fall on one calendar day in Dubai. */
export function sameDubaiDay(a: Date, b: Date): boolean {
  const x = dubaiDay(a);
  const y = dubaiDay(b);
  return x.year === y.year && x.month === y.month && x.day === y.day;
}

/** The moment of hh:mm Dubai time on a Dubai calendar day (days may overflow). */
export function atDubaiTime(day: CalendarDay, hhmm: string): Date {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return new Date(Date.UTC(day.year, day.month, day.day, hours ?? 0, minutes ?? 0) - OFFSET_MS);
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  return dubaiDay(new Date(Date.UTC(day.year, day.month, day.day + days, 12) - OFFSET_MS));
}

export function addMinutes(moment: Date, minutes: number): Date {
  return new Date(moment.getTime() + minutes * 60 * 1000);
}

export function daysBefore(moment: Date, days: number): Date {
  return new Date(moment.getTime() - days * DAY_MS);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(day: CalendarDay): number {
  return new Date(Date.UTC(day.year, day.month, day.day)).getUTCDay();
}

/**
 * The first `weekdayWanted` at `hhmm` Dubai time that is at least `minDays`
 * calendar days after `today` and strictly later than `today`.
 */
export function nextWeekdayAt(today: Date, weekdayWanted: number, hhmm: string, minDays = 0): Date {
  let day = addDays(dubaiDay(today), minDays);
  for (;;) {
    const moment = atDubaiTime(day, hhmm);
    if (weekday(day) === weekdayWanted && moment.getTime() > today.getTime()) return moment;
    day = addDays(day, 1);
  }
}

/**
 * The last `weekdayWanted` at `hhmm` Dubai time that is at least `minDays`
 * calendar days before `today` and strictly earlier than `today`.
 */
export function previousWeekdayAt(today: Date, weekdayWanted: number, hhmm: string, minDays = 0): Date {
  let day = addDays(dubaiDay(today), -minDays);
  for (;;) {
    const moment = atDubaiTime(day, hhmm);
    if (weekday(day) === weekdayWanted && moment.getTime() < today.getTime()) return moment;
    day = addDays(day, -1);
  }
}

/** Adds whole months, keeping the time (the 31st becomes the month's last day). */
export function addMonths(moment: Date, months: number): Date {
  const result = new Date(moment.getTime());
  const wantedMonth = result.getUTCMonth() + months;
  result.setUTCMonth(wantedMonth);
  if (result.getUTCMonth() !== ((wantedMonth % 12) + 12) % 12) result.setUTCDate(0);
  return result;
}

/** "Saturday 14 March" in the society's time zone, for article text. */
export function longDay(moment: Date): string {
  return moment.toLocaleDateString('en-GB', { timeZone: SOCIETY_TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long' });
}

/** "14 March" in the society's time zone. */
export function shortDay(moment: Date): string {
  return moment.toLocaleDateString('en-GB', { timeZone: SOCIETY_TIME_ZONE, day: 'numeric', month: 'long' });
}
