/**
 * The society's public calendar feed (issue 20): every upcoming tournament and
 * Par 3 night as one .ics, built at each request from the stored events, so a
 * moved date or tee time shows at the calendar's next refresh and a cancelled
 * event disappears. Each entry keeps the UID of the member mails' attachments
 * (`{kind}-{id}@clubhouse`) and the arrival alarm.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { createEvents } from 'ics';
import { parsedDocs, typedCollection } from '../shared/converter';
import { societyDay } from '../shared/society-day';
import { entryOf, par3MailEvent, tournamentMailEvent, type MailEvent } from '../mail/member-mail';

/** Upcoming events on the society's calendar from `now` (events later today included). */
export async function societyEvents(store: Firestore, now: Date): Promise<MailEvent[]> {
  const today = societyDay(now);
  const events: MailEvent[] = [];
  for (const t of parsedDocs(await typedCollection(store, 'tournaments').where('status', '==', 'upcoming').get())) {
    if (societyDay(t.data.date) >= today) events.push(tournamentMailEvent(t.id, t.data));
  }
  for (const e of parsedDocs(await typedCollection(store, 'par3Events').where('status', '==', 'upcoming').get())) {
    if (societyDay(e.data.date) < today) continue;
    // A Par 3 night starts at its first tee time.
    const tees = parsedDocs(await typedCollection(store, 'teeTimes', { eventId: e.id }).get())
      .map((t) => t.data.teeTime)
      .sort();
    events.push(par3MailEvent(e.id, e.data, tees[0] ?? ''));
  }
  return events.sort((a, b) => a.date.getTime() - b.date.getTime());
}

/** The .ics text of a list of events. */
export function feedIcs(events: MailEvent[], name: string): string {
  const { error, value } = createEvents(
    events.map((e) => entryOf(e)),
    { calName: name, productId: 'clubhouse/golf-society' },
  );
  if (error || value === undefined || value === null) throw error ?? new Error('The calendar could not be made');
  return value;
}
