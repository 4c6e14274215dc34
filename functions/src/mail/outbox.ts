/** Queueing mail: the outbox document shape the delivery trigger sends. */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { pendingDelivery } from './deliver';

export interface OutgoingMail {
  to: string | string[];
  subject: string;
  text: string;
  html: string;
  /** Whom the mail is about, so deleting that member removes it. */
  memberId?: string;
}

/** Adds a mail document (delivery pending); returns its id. */
export async function queueMail(store: Firestore, mail: OutgoingMail): Promise<string> {
  const ref = await store.collection('mail').add({
    ...mail,
    createdAt: FieldValue.serverTimestamp(),
    delivery: pendingDelivery(),
  });
  return ref.id;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** User input made safe for an HTML body. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}
