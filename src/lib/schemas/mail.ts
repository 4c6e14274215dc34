import { z } from 'zod';
import { counter, docId, moment, onFirstUse } from './common';
import { readShape } from './stored';

/**
 * mail/{id}: the outbox (docs/decisions/0007-mail-outbox.md). The functions
 * queue a document and send it over SMTP, recording the outcome in `delivery`;
 * admins read it, nobody else.
 */

export const DELIVERY_STATES = ['pending', 'sending', 'success', 'error', 'retry'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** Attempts before a mail stays in 'error' for good. */
export const MAX_MAIL_ATTEMPTS = 5;

export const deliveryShape = onFirstUse(() =>
  z.strictObject({
    state: z.enum(DELIVERY_STATES),
    attempts: counter,
    /** The last failure's message; null after a success. */
    error: z.string().nullable(),
    lastAttemptAt: moment.nullable(),
    /** When the retry job may try again (absent before the first failure, null when it will not). */
    nextAttemptAt: moment.nullable().optional(),
    deliveredAt: moment.optional(),
    messageId: z.string().optional(),
  }),
);

export type Delivery = z.infer<typeof deliveryShape>;

const address = z.string().trim().min(1).max(254);

export const mailDoc = onFirstUse(() =>
  z.strictObject({
    to: z.union([address, z.array(address).min(1)]),
    subject: z.string().max(998),
    text: z.string(),
    html: z.string(),
    /** Files sent with the message (the event's .ics on a member's confirmations and reminders). */
    attachments: z
      .array(
        z.strictObject({ filename: z.string().min(1).max(200), contentType: z.string().min(1).max(100), content: z.string().max(100_000) }),
      )
      .max(5)
      .optional(),
    /** Whom the mail is about, so deleting that member removes it. */
    memberId: docId('Member').optional(),
    createdAt: moment,
    delivery: deliveryShape,
  }),
);

export type MailDoc = z.infer<typeof mailDoc>;

export const mailRead = readShape(mailDoc);

/** What a function queues: the message; the outbox adds createdAt and the pending delivery. */
export const outgoingMail = onFirstUse(() => mailDoc.omit({ createdAt: true, delivery: true }));

export type OutgoingMail = z.infer<typeof outgoingMail>;
