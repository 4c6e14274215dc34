/**
 * Mails to a member about their own place (issue 20): registered (by themself
 * or an admin), withdrawn, removed by an admin, moved up from a waiting list,
 * and the reminder the day before. Each has a plain-text and a simple HTML
 * part, names the society, carries the event's .ics (same entry and UID as the
 * feeds) and never shows another member's details. Queued in the transaction
 * that made the change, so a mail goes out exactly when the change happened.
 */
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { createEvent } from 'ics';
import type { OutgoingMail } from '@/lib/schemas/mail';
import type { ProfileDoc } from '@/lib/schemas/profile';
import { ARRIVAL, calendarEntry, societyCalendar } from '@/lib/society-calendar';
import { typedCollection } from '../shared/converter';
import { env } from '../shared/env';
import { pendingDelivery } from './deliver';
import { escapeHtml } from './outbox';

export type Notice = 'registered' | 'registeredByAdmin' | 'withdrawn' | 'removedByAdmin' | 'movedUp' | 'reminder';

/** What a member mail says about the event. */
export interface MailEvent {
  kind: 'tournament' | 'par3';
  id: string;
  name: string;
  /** The event's stored date (its society day) and the tee-off or tee time (HH:MM), when known. */
  date: Date;
  time: string;
  location: string;
  description: string;
}

const calendar = () => societyCalendar(env.SOCIETY_TIME_ZONE);

/** The moment play starts: the society day of `date` at `time` (HH:MM), else the stored date. */
export function startOf(event: Pick<MailEvent, 'date' | 'time'>): Date {
  const cal = calendar();
  return (/^\d{2}:\d{2}$/.test(event.time) ? cal.societyMoment(cal.societyDay(event.date), event.time) : null) ?? event.date;
}

/** When to arrive: 30 minutes before tee-off, 15 before a Par 3 tee time. */
export function arrivalOf(event: Pick<MailEvent, 'kind' | 'date' | 'time'>): Date {
  return new Date(startOf(event).getTime() - ARRIVAL[event.kind].minutes * 60_000);
}

/** The event's page on the site. */
export function eventUrl(event: Pick<MailEvent, 'kind' | 'id'>): string {
  const base = env.APP_URL.replace(/\/+$/, '');
  return event.kind === 'tournament' ? `${base}/tournament/${encodeURIComponent(event.id)}` : `${base}/par3-league`;
}

/** One entry per event, the same in every mail and feed, so calendars update it rather than add another. */
export function eventUid(event: Pick<MailEvent, 'kind' | 'id'>): string {
  return `${event.kind}-${event.id}@clubhouse`;
}

const DURATION = { tournament: 300, par3: 150 } as const;

/** The calendar entry of an event (cancelled: the entry of a place given up). */
export function entryOf(event: MailEvent, cancelled = false) {
  return {
    ...calendarEntry({
      uid: eventUid(event),
      title: event.name,
      start: startOf(event),
      durationMinutes: DURATION[event.kind],
      location: event.location,
      description: event.description,
      arrive: ARRIVAL[event.kind],
      url: eventUrl(event),
    }),
    ...(cancelled ? { status: 'CANCELLED' as const, method: 'CANCEL' } : {}),
  };
}

/** The event's .ics text. */
export function icsOf(event: MailEvent, cancelled = false): string {
  const { error, value } = createEvent(entryOf(event, cancelled));
  if (error || !value) throw error ?? new Error('The calendar file could not be made');
  return value;
}

const SUBJECTS: Record<Notice, string> = {
  registered: "You're registered",
  registeredByAdmin: "You're registered",
  withdrawn: 'You have withdrawn',
  removedByAdmin: 'Your registration was removed',
  movedUp: "A place freed up: you're in",
  reminder: 'Reminder: tomorrow',
};

function opening(notice: Notice, name: string, society: string): string {
  switch (notice) {
    case 'registered':
      return `You're registered for ${name}.`;
    case 'registeredByAdmin':
      return `${society} has registered you for ${name}.`;
    case 'withdrawn':
      return `You have withdrawn from ${name}. Your place has been given up.`;
    case 'removedByAdmin':
      return `${society} has removed your registration for ${name}. If this is unexpected, please contact the society.`;
    case 'movedUp':
      return `A place freed up and you moved up from the waiting list: you're now registered for ${name}.`;
    case 'reminder':
      return `A reminder that ${name} is coming up.`;
  }
}

/** The mail of one notice to one member about one event. */
export function memberMail(notice: Notice, member: { fullName: string; email: string }, event: MailEvent, memberId: string): OutgoingMail {
  const society = env.SOCIETY_NAME;
  const cal = calendar();
  const cancelled = notice === 'withdrawn' || notice === 'removedByAdmin';
  const when = `${cal.formatDate(startOf(event), 'weekday')}${/^\d{2}:\d{2}$/.test(event.time) ? `, ${event.kind === 'tournament' ? 'tee off' : 'tee time'} ${event.time}` : ''}`;
  const arrive = ARRIVAL[event.kind];
  const arrival = `Please arrive by ${cal.formatDate(arrivalOf(event), 'time')} (${arrive.minutes} minutes before ${arrive.before}).`;
  const lines = [
    `Hello ${member.fullName},`,
    opening(notice, event.name, society),
    `When: ${when}`,
    `Where: ${event.location}`,
    ...(cancelled ? [] : [arrival]),
    `Details: ${eventUrl(event)}`,
    cancelled ? 'The attached calendar file removes the event from your calendar.' : 'The attached calendar file adds it to your calendar.',
    `${society}`,
    'You can turn these emails off on your profile.',
  ];
  const html = [
    `<p>Hello ${escapeHtml(member.fullName)},</p>`,
    `<p>${escapeHtml(opening(notice, event.name, society))}</p>`,
    `<p><strong>When:</strong> ${escapeHtml(when)}<br><strong>Where:</strong> ${escapeHtml(event.location)}${cancelled ? '' : `<br>${escapeHtml(arrival)}`}</p>`,
    `<p><a href="${escapeHtml(eventUrl(event))}">View the event</a></p>`,
    `<p>${escapeHtml(society)}</p>`,
    '<p style="color:#666;font-size:12px">You can turn these emails off on your profile.</p>',
  ].join('\n');
  return {
    to: member.email,
    subject: `${SUBJECTS[notice]}: ${event.name} (${society})`,
    text: lines.join('\n\n'),
    html,
    memberId,
    attachments: [{ filename: 'event.ics', contentType: 'text/calendar; charset=utf-8', content: icsOf(event, cancelled) }],
  };
}

/** Whether the member wants this notice (absent preferences: yes). */
export function wants(profile: Pick<ProfileDoc, 'emailPreferences'> | undefined, notice: Notice): boolean {
  if (!profile) return false;
  const prefs = profile.emailPreferences;
  return notice === 'reminder' ? prefs?.reminders !== false : prefs?.confirmations !== false;
}

/** Queues the notice in `tx` when the member has a profile, an address and wants it. */
export function queueNotice(
  tx: Transaction,
  store: Firestore,
  notice: Notice,
  memberId: string,
  profile: Pick<ProfileDoc, 'emailPreferences' | 'fullName' | 'email'> | undefined,
  event: MailEvent,
): void {
  if (!profile?.email || !wants(profile, notice)) return;
  tx.create(typedCollection(store, 'mail').doc(), {
    ...memberMail(notice, profile, event, memberId),
    createdAt: FieldValue.serverTimestamp(),
    delivery: pendingDelivery(),
  });
}

/** A tournament or Par 3 night as member mails describe it. */
export function tournamentMailEvent(
  id: string,
  t: { name: string; date: Date; teeOffTime: string; location: string; description: string },
): MailEvent {
  return { kind: 'tournament', id, name: t.name, date: t.date, time: t.teeOffTime, location: t.location, description: t.description };
}

export function par3MailEvent(
  id: string,
  e: { name: string; date: Date; location: string; description: string },
  teeTime: string,
): MailEvent {
  return { kind: 'par3', id, name: e.name, date: e.date, time: teeTime, location: e.location, description: e.description };
}
