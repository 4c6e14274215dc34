import { formatDate, societyDay, societyMoment } from './dates';

/** The moment play starts: the event's society day at its tee time (HH:MM), else the stored date. */
export function startOf(date: Date, teeTime: string): Date {
  return (/^\d{2}:\d{2}$/.test(teeTime) ? societyMoment(societyDay(date), teeTime) : null) ?? date;
}

/** "07:00" for a start 30 minutes before 07:30. */
export function minutesBefore(start: Date, minutes: number): string {
  return formatDate(new Date(start.getTime() - minutes * 60_000), 'time');
}
