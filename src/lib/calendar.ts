/**
 * "Add to calendar": an .ics file for a tournament or a Par 3 night, made with
 * the `ics` library (loaded on the click, so no page carries it). Times are
 * written in UTC, so every calendar shows them at the right moment in the
 * society's time zone; the reminder rings at the arrival time.
 */
import { downloadFile, fileSlug } from './download';
import { calendarEntry, type CalendarEvent } from './society-calendar';

export { ARRIVAL, calendarEntry, type Arrival, type CalendarEvent } from './society-calendar';

/** The .ics text of one event. */
export async function eventIcs(event: CalendarEvent): Promise<string> {
  const { createEvent } = await import('ics');
  const { error, value } = createEvent(calendarEntry(event));
  if (error || !value) throw error ?? new Error('The calendar file could not be made');
  return value;
}

/** Downloads the event's .ics file, named after it. */
export async function downloadEventIcs(event: CalendarEvent): Promise<void> {
  downloadFile(`${fileSlug(event.title)}.ics`, await eventIcs(event), 'text/calendar;charset=utf-8');
}
