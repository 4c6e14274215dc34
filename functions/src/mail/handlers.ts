/**
 * Mail (docs/decisions/0007-mail-outbox.md): the outbox delivery triggers, the
 * retry job, the sign-up notice to admins and sendTestEmail (admin only).
 */
import { adminAuth, db } from '../shared/runtime';
import { callable, whenCreated, onSchedule } from '../shared/handlers';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import { eventData, typedDoc } from '../shared/converter';
import { deliverMail, retryDueMail } from './deliver';
import { queueMail } from './outbox';
import { notifyAdminsOfSignup } from './signup';
import { sendDueReminders as remindDue } from './reminders';

export const onMailCreated = whenCreated('mail/{id}', async (event) => {
  await deliverMail(db, event.params.id, 'pending');
});

/**
 * Failed mail whose next attempt is due is sent again by this job itself: an
 * update trigger on the outbox would run on every delivery's own writes (two
 * per mail) to find, almost always, nothing to do.
 */
export const retryMail = onSchedule('every 10 minutes', async () => {
  const attempted = await retryDueMail(db, new Date());
  if (attempted > 0) logger.info(`retryMail: ${attempted} mail(s) attempted again`);
});

/** notify-admin-signup: a new pending profile -> one mail to each admin. */
export const onProfileCreatedNotify = whenCreated('profiles/{uid}', async (event) => {
  const profile = eventData('profiles', event.data);
  if (profile?.membershipStatus !== 'pending') return;
  await notifyAdminsOfSignup(db, adminAuth, {
    uid: event.params.uid,
    fullName: profile.fullName,
    email: profile.email,
    phone: profile.phone,
  });
});

const TEST_EMAIL_WAIT_MS = 20_000;

/** sendTestEmail({to}), admin only: sends a test mail through the outbox and reports how it went. */
export const sendTestEmail = callable('sendTestEmail', { caller: 'admin', timeoutSeconds: 60 }, async ({ to }) => {
  const id = await queueMail(db, {
    to,
    subject: 'Clubhouse test email',
    text: 'This is a test email from Clubhouse. If you can read it, email delivery works.',
    html: '<p>This is a test email from Clubhouse. If you can read it, email delivery works.</p>',
  });
  // The delivery trigger sends it; wait for its first outcome.
  const ref = typedDoc(db, 'mail', id);
  const deadline = Date.now() + TEST_EMAIL_WAIT_MS;
  while (Date.now() < deadline) {
    const delivery = (await ref.get()).data()?.delivery;
    if (delivery?.state === 'success') return { id, state: 'success' as const };
    if (delivery?.state === 'error') throw new HttpsError('unavailable', delivery.error ?? 'Unknown error', { id });
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new HttpsError('deadline-exceeded', 'The mail server did not answer in time', { id });
});

/** The day-before reminders (issue 20): every 15 minutes, whatever is due now. */
export const remindMembers = onSchedule('every 15 minutes', async () => {
  const sent = await remindDue(db, new Date());
  if (sent > 0) logger.info(`remindMembers: ${sent} reminder(s) queued`);
});

/** sendDueReminders(), admin only: the same core at once ("Send due reminders now"). */
export const sendDueReminders = callable('sendDueReminders', { caller: 'admin', timeoutSeconds: 120 }, async () => ({
  sent: await remindDue(db, new Date()),
}));
