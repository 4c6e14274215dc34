/**
 * Mail delivery over SMTP for the `mail` outbox. A document is claimed in a
 * transaction (pending or a due failure -> sending) before it is sent, so it
 * is never sent twice; the outcome is written back to `delivery`. Failures
 * keep the error and are retried with backoff until MAX_ATTEMPTS, then stay
 * 'error'.
 * A document that does not match the mail schema is never sent: it goes
 * straight to a final 'error' naming what is wrong.
 */
import { Socket } from 'node:net';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import nodemailer from 'nodemailer';
import { MAX_MAIL_ATTEMPTS, type Delivery, type DeliveryState, type MailDoc } from '@/lib/schemas/mail';
import { parsedDocs, StoredShapeError, typedCollection, typedDoc } from '../shared/converter';
import { env } from '../shared/env';

export const MAX_ATTEMPTS = MAX_MAIL_ATTEMPTS;
export type { Delivery, DeliveryState };

/** SMTP settings from the environment (functions/.env.<project>; shared/env.ts). */
export function smtpSettings() {
  return {
    host: env.SMTP_HOST,
    port: env.SMTP_PORT,
    secure: env.SMTP_SECURE,
    user: env.SMTP_USER,
    pass: env.SMTP_PASS,
    from: env.SMTP_FROM,
  };
}

/** Minutes to wait before the next attempt after `attempts` failures: 5, 10, 20, 40. */
export function backoffMinutes(attempts: number): number {
  return 5 * 2 ** Math.max(0, attempts - 1);
}

/** A new outbox document's delivery field. */
export function pendingDelivery(): Delivery {
  return { state: 'pending', attempts: 0, error: null, lastAttemptAt: null };
}

type Claim = { mail: MailDoc; attempts: number } | null;

/** Which mail a delivery may claim: a new one ('pending'), or a failure whose next attempt is due by `dueBy`. */
export type DeliveryFrom = 'pending' | { dueBy: Date };

function claimable(delivery: Delivery, from: DeliveryFrom): boolean {
  if (from === 'pending') return delivery.state === 'pending';
  // 'retry' was set by an earlier release's retry job, for a trigger that sent it: still due.
  if (delivery.state === 'retry') return true;
  const next = delivery.nextAttemptAt;
  return delivery.state === 'error' && delivery.attempts < MAX_ATTEMPTS && !!next && next.getTime() <= from.dueBy.getTime();
}

/**
 * Sends mail/{id} if `from` may claim it. Returns the state it ended in, or
 * null when it was not there to claim (another worker had it, or it is not due).
 */
export async function deliverMail(store: Firestore, id: string, from: DeliveryFrom): Promise<DeliveryState | null> {
  const ref = typedDoc(store, 'mail', id);
  const claimed = await store.runTransaction(async (tx): Promise<Claim | 'invalid'> => {
    let mail: MailDoc | undefined;
    try {
      mail = (await tx.get(ref)).data();
    } catch (error) {
      if (!(error instanceof StoredShapeError)) throw error;
      logger.error(error.message);
      tx.update(store.doc(ref.path), {
        delivery: {
          state: 'error',
          attempts: MAX_ATTEMPTS,
          error: error.message,
          lastAttemptAt: FieldValue.serverTimestamp(),
          nextAttemptAt: null,
        },
      });
      return 'invalid';
    }
    if (!mail || !claimable(mail.delivery, from)) return null;
    tx.update(ref, { 'delivery.state': 'sending', 'delivery.lastAttemptAt': FieldValue.serverTimestamp() });
    return { mail, attempts: mail.delivery.attempts };
  });
  if (claimed === 'invalid') return 'error';
  if (!claimed) return null;

  const { mail, attempts } = claimed;
  const settings = smtpSettings();
  try {
    // SMTP is a dialogue of short lines. With Nagle's algorithm the message's
    // last line waited for the server's delayed acknowledgement: about 40 ms a
    // mail. (On a TLS port nodemailer opens its own socket.)
    const socket = settings.secure ? undefined : new Socket();
    socket?.setNoDelay(true);
    const transport = nodemailer.createTransport({
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      ...(socket ? { socket } : {}),
      auth: settings.user ? { user: settings.user, pass: settings.pass } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    const info = await transport.sendMail({
      from: settings.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text || undefined,
      html: mail.html || undefined,
      attachments: mail.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
    });
    transport.close();
    await ref.update({
      'delivery.state': 'success',
      'delivery.attempts': attempts + 1,
      'delivery.error': null,
      'delivery.nextAttemptAt': null,
      'delivery.deliveredAt': FieldValue.serverTimestamp(),
      'delivery.messageId': info.messageId ?? '',
    });
    return 'success';
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const made = attempts + 1;
    const final = made >= MAX_ATTEMPTS;
    logger.warn(`Mail ${id}: attempt ${made} failed${final ? ' (giving up)' : ''}: ${message}`);
    await ref.update({
      'delivery.state': 'error',
      'delivery.attempts': made,
      'delivery.error': message,
      // No next attempt after the last one: the error stays visible to admins.
      'delivery.nextAttemptAt': final ? null : new Date(Date.now() + backoffMinutes(made) * 60_000),
    });
    return 'error';
  }
}

/**
 * The retry job's core: every failed mail with attempts left whose
 * nextAttemptAt is due by `now` is claimed and sent again, here (no trigger
 * runs on the outbox's updates). Returns how many were attempted.
 */
export async function retryDueMail(store: Firestore, now: Date): Promise<number> {
  // Filtered in the claim: failed mail is rare, and this needs no composite index.
  const failed = parsedDocs(await typedCollection(store, 'mail').where('delivery.state', 'in', ['error', 'retry']).get());
  let attempted = 0;
  for (const { ref } of failed) {
    if ((await deliverMail(store, ref.id, { dueBy: now })) !== null) attempted += 1;
  }
  return attempted;
}
