/**
 * The day-before reminder (issue 20): about 24 hours before the arrival time
 * (30 minutes before tee-off, 15 before a Par 3 tee time, society time zone),
 * each registered member who wants reminders gets one mail with the arrival
 * time, the venue, a link and the .ics. Once per registration and arrival time:
 * the registration records `remindedFor` in the transaction that queues the mail,
 * so running the job twice sends nothing new. A registration made after the
 * reminder time gets none. The scheduled job and the admin's "Send due reminders
 * now" run this same core with the clock they are given.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { parsedDocs, typedCollection, typedDoc } from '../shared/converter';
import { transact } from '../registrations/places';
import { arrivalOf, par3MailEvent, queueNotice, tournamentMailEvent, type MailEvent } from './member-mail';

/** How long before the arrival the reminder goes out. */
export const REMIND_BEFORE_MS = 24 * 60 * 60 * 1000;
/** Events dated up to this far ahead are looked at (a day and a half covers any tee time in the society's day). */
const LOOK_AHEAD_MS = 2 * 24 * 60 * 60 * 1000;

/** Due: the reminder time has come and the arrival has not. */
export function isDue(arrival: Date, now: Date): boolean {
  return arrival.getTime() - REMIND_BEFORE_MS <= now.getTime() && now.getTime() < arrival.getTime();
}

interface Candidate {
  memberId: string;
  registeredAt: Date;
  remindedFor: string | undefined;
  event: MailEvent;
  registrationPath: { kind: 'tournament' | 'par3'; eventId: string };
}

async function remind(store: Firestore, c: Candidate, now: Date): Promise<boolean> {
  const arrival = arrivalOf(c.event);
  if (!isDue(arrival, now)) return false;
  // Registered after the reminder time: no reminder.
  if (c.registeredAt.getTime() > arrival.getTime() - REMIND_BEFORE_MS) return false;
  const key = arrival.toISOString();
  if (c.remindedFor === key) return false;
  const { kind, eventId } = c.registrationPath;
  // The registration as stored (only `remindedFor` is read and written here).
  const ref = store.doc(`${kind === 'tournament' ? 'tournaments' : 'par3Events'}/${eventId}/registrations/${c.memberId}`);
  return transact(store, async (tx) => {
    const [registration, profile] = await Promise.all([tx.get(ref), tx.get(typedDoc(store, 'profiles', c.memberId))]);
    if (!registration.exists || registration.get('remindedFor') === key) return false;
    tx.update(ref, { remindedFor: key });
    queueNotice(tx, store, 'reminder', c.memberId, profile.data(), c.event);
    return true;
  });
}

/** Sends every reminder due at `now`; returns how many registrations were reminded (a member who turned reminders off counts, silently). */
export async function sendDueReminders(store: Firestore, now: Date): Promise<number> {
  const from = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const to = new Date(now.getTime() + LOOK_AHEAD_MS);
  const candidates: Candidate[] = [];
  const tournaments = parsedDocs(await typedCollection(store, 'tournaments').where('date', '>=', from).where('date', '<=', to).get());
  for (const t of tournaments) {
    if (t.data.status !== 'upcoming') continue;
    const event = tournamentMailEvent(t.id, t.data);
    for (const r of parsedDocs(await typedCollection(store, 'tournamentRegistrations', { tournamentId: t.id }).get())) {
      candidates.push({
        memberId: r.id,
        registeredAt: r.data.registeredAt,
        remindedFor: r.data.remindedFor,
        event,
        registrationPath: { kind: 'tournament', eventId: t.id },
      });
    }
  }
  const nights = parsedDocs(await typedCollection(store, 'par3Events').where('date', '>=', from).where('date', '<=', to).get());
  for (const e of nights) {
    if (e.data.status !== 'upcoming') continue;
    for (const r of parsedDocs(await typedCollection(store, 'par3Registrations', { eventId: e.id }).get())) {
      candidates.push({
        memberId: r.id,
        registeredAt: r.data.registeredAt,
        remindedFor: r.data.remindedFor,
        event: par3MailEvent(e.id, e.data, r.data.teeTime),
        registrationPath: { kind: 'par3', eventId: e.id },
      });
    }
  }
  let sent = 0;
  for (const c of candidates) if (await remind(store, c, now)) sent += 1;
  return sent;
}
