/** notify-admin-signup: a new pending profile -> one mail to each admin. */
import { type Firestore } from 'firebase-admin/firestore';
import { type Auth } from 'firebase-admin/auth';
import { logger } from 'firebase-functions/v2';
import { typedCollection } from '../shared/converter';
import { env } from '../shared/env';
import { escapeHtml, queueMail } from './outbox';

/** Where the admin page lives (APP_URL in the functions environment). */
export function adminUrl(): string {
  return `${env.APP_URL.replace(/\/+$/, '')}/admin`;
}

/** Emails of every account with roles/{uid}.admin == true. */
export async function adminEmails(store: Firestore, auth: Auth): Promise<string[]> {
  const roles = await typedCollection(store, 'roles').where('admin', '==', true).get();
  if (roles.empty) return [];
  const { users } = await auth.getUsers(roles.docs.map((d) => ({ uid: d.id })));
  return users.map((u) => u.email).filter((e): e is string => typeof e === 'string' && e !== '');
}

export interface SignupInfo {
  uid: string;
  fullName: string;
  email: string;
  phone: string;
}

/** Queues the sign-up notice to every admin; returns the number of mails queued. */
export async function notifyAdminsOfSignup(store: Firestore, auth: Auth, member: SignupInfo): Promise<number> {
  const recipients = await adminEmails(store, auth);
  if (recipients.length === 0) {
    logger.warn(`Sign-up of ${member.uid}: no admin to notify`);
    return 0;
  }
  const link = adminUrl();
  const subject = `New member sign-up: ${member.fullName}`;
  const text = [
    'A new member has signed up and is waiting for approval.',
    '',
    `Name: ${member.fullName}`,
    `Email: ${member.email}`,
    `Phone: ${member.phone}`,
    '',
    `Review the application: ${link}`,
  ].join('\n');
  const html = [
    '<p>A new member has signed up and is waiting for approval.</p>',
    '<ul>',
    `<li><strong>Name:</strong> ${escapeHtml(member.fullName)}</li>`,
    `<li><strong>Email:</strong> ${escapeHtml(member.email)}</li>`,
    `<li><strong>Phone:</strong> ${escapeHtml(member.phone)}</li>`,
    '</ul>',
    `<p><a href="${escapeHtml(link)}">Review the application</a></p>`,
  ].join('\n');
  // One document per admin: each address gets its own delivery record.
  await Promise.all(recipients.map((to) => queueMail(store, { to, subject, text, html, memberId: member.uid })));
  return recipients.length;
}
