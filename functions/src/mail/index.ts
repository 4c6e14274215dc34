/** Mail: the outbox delivery triggers, the retry job, the sign-up notice and sendTestEmail. */
import { onDocumentCreated, onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminAuth, db } from '../firebase';
import { deliverMail, retryDueMail } from './deliver';
import { notifyAdminsOfSignup } from './signup';

export { sendTestEmail } from './test-email';

export const onMailCreated = onDocumentCreated('mail/{id}', async (event) => {
  await deliverMail(db, event.params.id, 'pending');
});

/** A failed mail moved to 'retry' (by retryMail) is sent again. */
export const onMailRetry = onDocumentUpdated('mail/{id}', async (event) => {
  const before: unknown = event.data?.before.get('delivery.state');
  const after: unknown = event.data?.after.get('delivery.state');
  if (before !== 'retry' && after === 'retry') await deliverMail(db, event.params.id, 'retry');
});

export const retryMail = onSchedule('every 10 minutes', async () => {
  const moved = await retryDueMail(db, new Date());
  if (moved > 0) logger.info(`retryMail: ${moved} mail(s) queued for another attempt`);
});

export const onProfileCreatedNotify = onDocumentCreated('profiles/{uid}', async (event) => {
  const profile = event.data?.data();
  if (!profile || profile.membershipStatus !== 'pending') return;
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  await notifyAdminsOfSignup(db, adminAuth, {
    uid: event.params.uid,
    fullName: str(profile.fullName),
    email: str(profile.email),
    phone: str(profile.phone),
  });
});
