/**
 * "Add to calendar": an .ics file for a tournament or a Par 3 night, made with
 * the `ics` library (loaded on the click, so no page carries it). Times are
 * written in UTC, so every calendar shows them at the right moment in the
 * society's time zone; the reminder rings at the arrival time.
 */
import { downloadFile, fileSlug } from './download';

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

/** The .ics text of one event. */
export async function eventIcs(event: CalendarEvent): Promise<string> {
  const { createEvent } = await import('ics');
  const arrival = `Please arrive ${event.arrive.minutes} minutes before ${event.arrive.before}.`;
  const { error, value } = createEvent({
    title: event.title,
    start: utcParts(event.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: event.durationMinutes },
    location: event.location,
    description: [event.description, arrival].filter(Boolean).join('\n\n'),
    url: event.url,
    productId: 'clubhouse/golf-society',
    alarms: [{ action: 'display', description: arrival, trigger: { minutes: event.arrive.minutes, before: true } }],
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be made');
  return value;
}

/** Downloads the event's .ics file, named after it. */
export async function downloadEventIcs(event: CalendarEvent): Promise<void> {
  downloadFile(`${fileSlug(event.title)}.ics`, await eventIcs(event), 'text/calendar;charset=utf-8');
}
