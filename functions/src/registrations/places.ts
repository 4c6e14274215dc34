/**
 * What the registration and waiting-list transactions share: whether an event
 * is open, how many places are taken, and how often a transaction may retry.
 */
import type { DocumentSnapshot, Firestore, Query, Transaction } from 'firebase-admin/firestore';
import { isBeforeToday } from '../shared/society-day';

/** Attempts per registration transaction: enough for two dozen members pressing at once. */
export const TRANSACTION_ATTEMPTS = 30;

/** Open for registration: status upcoming and a date not before today (society time). */
export function isOpen(event: { status: string; date: Date }): boolean {
  return event.status === 'upcoming' && !isBeforeToday(event.date);
}

/**
 * A counter the functions keep (`registeredCount`, `currentParticipants`). The data
 * contract lets a document lack it (written by the console, an import or an older
 * version): then the registrations it counts are counted in the same transaction,
 * so a place is never given twice, and the write that follows stores the counter.
 */
export async function placesTaken(
  tx: Transaction,
  snap: DocumentSnapshot,
  field: string,
  kept: number,
  registrations: Query,
): Promise<number> {
  return typeof snap.get(field) === 'number' ? kept : (await tx.get(registrations)).size;
}

/** Whole-transaction retries when Firestore expired the transaction under load (nothing of it was written). */
const EXPIRED_RETRIES = 3;

function isExpired(error: unknown): boolean {
  return (error as { code?: unknown }).code === 3 && /Transaction is invalid or closed/.test(String((error as Error).message));
}

/**
 * `runTransaction` with TRANSACTION_ATTEMPTS; a transaction that Firestore
 * expired while it waited for a contended document (INVALID_ARGUMENT "Transaction
 * is invalid or closed", which the SDK does not retry) is run again from the start.
 */
export async function transact<T>(store: Firestore, body: (tx: Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await store.runTransaction(body, { maxAttempts: TRANSACTION_ATTEMPTS });
    } catch (error) {
      if (attempt > EXPIRED_RETRIES || !isExpired(error)) throw error;
    }
  }
}
