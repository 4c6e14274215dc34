/** Queueing mail: an outbox document (mail schema) that the delivery trigger sends. */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { OutgoingMail } from '@/lib/schemas/mail';
import { typedCollection } from '../shared/converter';
import { pendingDelivery } from './deliver';

export type { OutgoingMail };

/** Adds a mail document (delivery pending); returns its id. */
export async function queueMail(store: Firestore, mail: OutgoingMail): Promise<string> {
  const ref = await typedCollection(store, 'mail').add({
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
