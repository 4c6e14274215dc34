/**
 * Mail delivery over SMTP for the `mail` outbox. A document is claimed in a
 * transaction (pending/retry -> sending) before it is sent, so it is never
 * sent twice; the outcome is written back to `delivery`. Failures keep the
 * error and are retried with backoff until MAX_ATTEMPTS, then stay 'error'.
 */
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import nodemailer from 'nodemailer';

export const MAX_ATTEMPTS = 5;

export type DeliveryState = 'pending' | 'sending' | 'success' | 'error' | 'retry';

export interface Delivery {
  state: DeliveryState;
  attempts: number;
  error: string | null;
  lastAttemptAt: Timestamp | null;
  nextAttemptAt?: Timestamp | null;
  deliveredAt?: Timestamp;
  messageId?: string;
}

/** SMTP settings from the environment (functions/.env.<project> locally). */
export function smtpSettings() {
  const env = process.env;
  return {
    host: env.SMTP_HOST ?? '127.0.0.1',
    port: Number(env.SMTP_PORT ?? 2525),
    secure: env.SMTP_SECURE === 'true',
    user: env.SMTP_USER ?? '',
    pass: env.SMTP_PASS ?? '',
    from: env.SMTP_FROM ?? 'Clubhouse <no-reply@clubhouse.local>',
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

/**
 * Sends mail/{id} if it is in state `from` (a missing delivery counts as
 * pending). Returns the state it ended in, or null when another worker had it.
 */
export async function deliverMail(store: Firestore, id: string, from: 'pending' | 'retry'): Promise<DeliveryState | null> {
  const ref = store.doc(`mail/${id}`);
  const claimed = await store.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return null;
    const delivery = (snap.get('delivery') as Partial<Delivery> | undefined) ?? pendingDelivery();
    if ((delivery.state ?? 'pending') !== from) return null;
    const attempts = typeof delivery.attempts === 'number' ? delivery.attempts : 0;
    tx.update(ref, {
      'delivery.state': 'sending',
      'delivery.attempts': attempts,
      'delivery.lastAttemptAt': FieldValue.serverTimestamp(),
    });
    return { data: snap.data() ?? {}, attempts };
  });
  if (!claimed) return null;

  const { data, attempts } = claimed;
  const settings = smtpSettings();
  try {
    const transport = nodemailer.createTransport({
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      auth: settings.user ? { user: settings.user, pass: settings.pass } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    const info = await transport.sendMail({
      from: settings.from,
      to: data.to as string | string[],
      subject: typeof data.subject === 'string' ? data.subject : '',
      text: typeof data.text === 'string' ? data.text : undefined,
      html: typeof data.html === 'string' ? data.html : undefined,
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
      'delivery.nextAttemptAt': final ? null : Timestamp.fromMillis(Date.now() + backoffMinutes(made) * 60_000),
    });
    return 'error';
  }
}

/**
 * The retry job's core: every 'error' mail with attempts left whose
 * nextAttemptAt is due by `now` moves to 'retry' (the update trigger sends it).
 * Returns how many were moved.
 */
export async function retryDueMail(store: Firestore, now: Date): Promise<number> {
  // Filtered in memory: failed mail is rare, and this needs no composite index.
  const failed = await store.collection('mail').where('delivery.state', '==', 'error').get();
  let moved = 0;
  for (const doc of failed.docs) {
    const due = await store.runTransaction(async (tx) => {
      const snap = await tx.get(doc.ref);
      const delivery = snap.get('delivery') as Partial<Delivery> | undefined;
      const next = delivery?.nextAttemptAt;
      if (delivery?.state !== 'error' || (delivery.attempts ?? 0) >= MAX_ATTEMPTS) return false;
      if (!(next instanceof Timestamp) || next.toMillis() > now.getTime()) return false;
      tx.update(doc.ref, { 'delivery.state': 'retry' });
      return true;
    });
    if (due) moved += 1;
  }
  return moved;
}
