/**
 * "Your group and tee time" (issue 28): when a tournament's groups are
 * published, each member of a group is told their tee time, starting hole,
 * playing partners and marker, through the outbox, with the same preference
 * as confirmations (emailPreferences.confirmations). One mail per member and
 * publication: the trigger's event id is in the mail's id, so a retried event
 * never queues it twice.
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import type { OutgoingMail } from '@/lib/schemas/mail';
import { typedCollection, typedDoc } from '../shared/converter';
import { env } from '../shared/env';
import { pendingDelivery } from '../mail/deliver';
import { eventUrl, icsOf, tournamentMailEvent, wants, type MailEvent } from '../mail/member-mail';
import { escapeHtml } from '../mail/outbox';

export interface GroupNotice {
  teeTime: string;
  startHole: number;
  /** The other players' names. */
  partners: string[];
  /** The marker's name ("you" when it is the member). */
  marker: string;
}

/** The mail telling a member their group. */
export function groupMail(
  member: { fullName: string; email: string },
  memberId: string,
  event: MailEvent,
  group: GroupNotice,
): OutgoingMail {
  const society = env.SOCIETY_NAME;
  const partners = group.partners.length > 0 ? group.partners.join(', ') : 'none: you play on your own';
  const lines = [
    `Hello ${member.fullName},`,
    `The groups for ${event.name} are out.`,
    `Your tee time: ${group.teeTime}, from hole ${group.startHole}.`,
    `Playing with: ${partners}`,
    `Your marker: ${group.marker}`,
    `Where: ${event.location}`,
    `Your card and your group are in the app on the day: ${eventUrl(event)}`,
    society,
    'You can turn these emails off on your profile.',
  ];
  const html = [
    `<p>Hello ${escapeHtml(member.fullName)},</p>`,
    `<p>The groups for ${escapeHtml(event.name)} are out.</p>`,
    `<p><strong>Your tee time:</strong> ${escapeHtml(group.teeTime)}, from hole ${group.startHole}<br>`,
    `<strong>Playing with:</strong> ${escapeHtml(partners)}<br>`,
    `<strong>Your marker:</strong> ${escapeHtml(group.marker)}<br>`,
    `<strong>Where:</strong> ${escapeHtml(event.location)}</p>`,
    `<p><a href="${escapeHtml(eventUrl(event))}">View the event</a></p>`,
    `<p>${escapeHtml(society)}</p>`,
    '<p style="color:#666;font-size:12px">You can turn these emails off on your profile.</p>',
  ].join('\n');
  return {
    to: member.email,
    subject: `Your group: ${event.name}, ${group.teeTime} (${society})`,
    text: lines.join('\n\n'),
    html,
    memberId,
    attachments: [
      { filename: 'event.ics', contentType: 'text/calendar; charset=utf-8', content: icsOf({ ...event, time: group.teeTime }) },
    ],
  };
}

/** Queues the group mail of every member of every group of the tournament; returns how many were queued. */
export async function mailGroups(store: Firestore, tournamentId: string, publication: string): Promise<number> {
  const [tournament, groups, registrations] = await Promise.all([
    typedDoc(store, 'tournaments', tournamentId).get(),
    typedCollection(store, 'tournamentGroups', { tournamentId }).get(),
    typedCollection(store, 'tournamentRegistrations', { tournamentId }).get(),
  ]);
  const t = tournament.data();
  if (!t?.groupsPublished) return 0;
  const names = new Map(registrations.docs.map((d) => [d.id, d.data().fullName]));
  const event = tournamentMailEvent(tournamentId, t);
  let queued = 0;
  for (const g of groups.docs) {
    const group = g.data();
    for (const memberId of group.memberIds) {
      const profile = (await typedDoc(store, 'profiles', memberId).get()).data();
      if (!profile?.email || !wants(profile, 'registered')) continue;
      const notice: GroupNotice = {
        teeTime: group.teeTime,
        startHole: group.startHole,
        partners: group.memberIds.filter((m) => m !== memberId).map((m) => names.get(m) ?? 'a member'),
        marker: group.markerId === memberId ? 'you' : (names.get(group.markerId) ?? 'a member'),
      };
      try {
        await typedCollection(store, 'mail')
          .doc(`group-${publication}-${memberId}`.slice(0, 1400))
          .create({
            ...groupMail(profile, memberId, event, notice),
            createdAt: FieldValue.serverTimestamp() as unknown as Date,
            delivery: pendingDelivery(),
          });
        queued++;
      } catch (error) {
        // Already queued by an earlier delivery of the same event.
        logger.info(`group mail ${publication}/${memberId} already queued: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  return queued;
}
