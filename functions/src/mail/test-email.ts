/** sendTestEmail({to}), admin only: sends a test mail through the outbox and reports how it went. */
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { emailSchema } from '@/lib/schemas/profile';
import { db } from '../firebase';
import { parse, requireAdmin } from '../lib/guards';
import { type Delivery } from './deliver';
import { queueMail } from './outbox';

export const sendTestEmailSchema = z.strictObject({ to: emailSchema });

const WAIT_MS = 20_000;

export const sendTestEmail = onCall({ timeoutSeconds: 60 }, async (request) => {
  requireAdmin(request);
  const { to } = parse(sendTestEmailSchema, request.data);
  const id = await queueMail(db, {
    to,
    subject: 'Clubhouse test email',
    text: 'This is a test email from Clubhouse. If you can read it, email delivery works.',
    html: '<p>This is a test email from Clubhouse. If you can read it, email delivery works.</p>',
  });
  // The delivery trigger sends it; wait for its first outcome.
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    const delivery = (await db.doc(`mail/${id}`).get()).get('delivery') as Partial<Delivery> | undefined;
    if (delivery?.state === 'success') return { id, state: 'success' as const };
    if (delivery?.state === 'error') throw new HttpsError('unavailable', delivery.error ?? 'Unknown error', { id });
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new HttpsError('deadline-exceeded', 'The mail server did not answer in time', { id });
});
