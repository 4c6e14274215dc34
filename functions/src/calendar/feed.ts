/**
 * Calendar feeds (issue 20), built at each request from the stored events, so
 * a moved date or tee time shows at the calendar's next refresh and a
 * withdrawal or a cancelled event removes the entry:
 * - the society's public calendar: every upcoming tournament and Par 3 night;
 * - a member's private calendar: their own registrations (a Par 3 night at
 *   their tee time) and, marked as such, their waiting places.
 * Each entry keeps the UID of the member mails' attachments
 * (`{kind}-{id}@clubhouse`), so a member moved up sees the same entry change,
 * and the arrival alarm.
 */
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { createEvents, type EventAttributes } from 'ics';
import { dataOf, parsedDocs, typedCollection, typedDoc } from '../shared/converter';
import { societyDay } from '../shared/society-day';
import { entryOf, par3MailEvent, tournamentMailEvent, type MailEvent } from '../mail/member-mail';

/** One entry of a feed: an event, and whether the member only waits for a place. */
export interface FeedEntry {
  event: MailEvent;
  waiting?: boolean;
}

/** A Par 3 night starts at its first tee time ('' when it has none). */
async function firstTeeTime(store: Firestore, eventId: string): Promise<string> {
  const tees = parsedDocs(await typedCollection(store, 'teeTimes', { eventId }).get())
    .map((t) => t.data.teeTime)
    .sort();
  return tees[0] ?? '';
}

/** Upcoming events on the society's calendar from `now` (events later today included). */
export async function societyEvents(store: Firestore, now: Date): Promise<MailEvent[]> {
  const today = societyDay(now);
  const events: MailEvent[] = [];
  for (const t of parsedDocs(await typedCollection(store, 'tournaments').where('status', '==', 'upcoming').get())) {
    if (societyDay(t.data.date) >= today) events.push(tournamentMailEvent(t.id, t.data));
  }
  for (const e of parsedDocs(await typedCollection(store, 'par3Events').where('status', '==', 'upcoming').get())) {
    if (societyDay(e.data.date) < today) continue;
    events.push(par3MailEvent(e.id, e.data, await firstTeeTime(store, e.id)));
  }
  return byDate(events);
}

const dateOf = (e: MailEvent | FeedEntry): number => ('event' in e ? e.event : e).date.getTime();
const byDate = <T extends MailEvent | FeedEntry>(list: T[]): T[] => list.sort((a, b) => dateOf(a) - dateOf(b));

/** How far back a member's own calendar reaches: a season of past entries stays in it. */
const MEMBER_HISTORY_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * A member's tournaments and Par 3 nights dated from a year before `now` on:
 * those they are registered for, and those they wait for (`waiting`).
 */
export async function memberEvents(store: Firestore, memberId: string, now: Date): Promise<FeedEntry[]> {
  const since = new Date(now.getTime() - MEMBER_HISTORY_MS);
  const [tournaments, nights] = await Promise.all([
    typedCollection(store, 'tournaments').where('date', '>=', since).get(),
    typedCollection(store, 'par3Events').where('date', '>=', since).get(),
  ]);
  const entries: FeedEntry[] = [];
  for (const t of parsedDocs(tournaments)) {
    const [registered, waiting] = await places(
      typedDoc(store, 'tournamentRegistrations', memberId, { tournamentId: t.id }),
      typedDoc(store, 'tournamentWaitlist', memberId, { tournamentId: t.id }),
    );
    if (registered || waiting) entries.push({ event: tournamentMailEvent(t.id, t.data), waiting: !registered });
  }
  for (const e of parsedDocs(nights)) {
    const [registration, waiting] = await places(
      typedDoc(store, 'par3Registrations', memberId, { eventId: e.id }),
      typedDoc(store, 'par3Waitlist', memberId, { eventId: e.id }),
    );
    // Registered: the night at the member's own tee time; waiting: at its first one.
    if (registration) entries.push({ event: par3MailEvent(e.id, e.data, registration.teeTime) });
    else if (waiting) entries.push({ event: par3MailEvent(e.id, e.data, await firstTeeTime(store, e.id)), waiting: true });
  }
  return byDate(entries);
}

/** The member's registration and waiting place on one event (either may be absent). */
async function places<R, W>(registration: DocumentReference<R>, waiting: DocumentReference<W>): Promise<[R | undefined, W | undefined]> {
  const [r, w] = await Promise.all([registration.get(), waiting.get()]);
  return [dataOf(r), dataOf(w)];
}

/** A waiting place's entry: the event's, marked tentative, without the arrival alarm (no place yet). */
function waitingEntry(event: MailEvent): EventAttributes {
  const entry = entryOf(event);
  return {
    ...entry,
    title: `Waiting list: ${entry.title}`,
    status: 'TENTATIVE',
    description: `You are on the waiting list for ${event.name}. If a place frees up, you move up and are told by email.`,
    alarms: [],
  };
}

/** The .ics text of a feed. */
export function feedIcs(entries: (MailEvent | FeedEntry)[], name: string): string {
  const { error, value } = createEvents(
    entries.map((e) => ('event' in e ? (e.waiting ? waitingEntry(e.event) : entryOf(e.event)) : entryOf(e))),
    { calName: name, productId: 'clubhouse/golf-society' },
  );
  if (error || value === undefined || value === null) throw error ?? new Error('The calendar could not be made');
  return value;
}
