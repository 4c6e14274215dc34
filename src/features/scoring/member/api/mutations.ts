/**
 * The card's writes: direct Firestore writes checked by the rules, so that
 * they queue on the phone with no signal (decision 0015) and sync by
 * themselves. A score names only its own hole (a field path), so two phones
 * entering different holes of one card both keep their entries.
 */
import { FieldPath, updateDoc, writeBatch, type DocumentReference } from 'firebase/firestore';
import { SavedOnPhone } from '@/lib/connection';
import { save } from '@/lib/data/sync';
import { db } from '@/lib/firebase';
import { trackEntry } from './pending';

/**
 * One hole's score on a card: strokes, or null for a pick-up. `field` is the
 * marker's card (`strokes`) or the player's own record (`playerStrokes`).
 * Saved on the phone at once (the screen moves on without waiting): the
 * promise only rejects when the server refuses the score while connected.
 * Offline, save() counts it in the frame's "changes waiting to sync" and says
 * when the changes are synced or one was refused.
 */
export function enterScore(card: DocumentReference, field: 'strokes' | 'playerStrokes', hole: number, value: number | null): Promise<void> {
  const write = updateDoc(card, new FieldPath(field, String(hole)), value);
  trackEntry({ path: card.path, field, hole }, write);
  return save(write).catch((error: unknown) => {
    if (!(error instanceof SavedOnPhone)) throw error;
  });
}

/** The marker submits the group's cards (each open, complete card they mark) in one write. */
export async function submitCards(cards: readonly DocumentReference[]): Promise<void> {
  const batch = writeBatch(db);
  for (const card of cards) batch.update(card, { status: 'submitted' });
  await save(batch.commit());
}

/** The player attests their own submitted card. */
export async function attestCard(card: DocumentReference): Promise<void> {
  await save(updateDoc(card, { status: 'attested' }));
}

/** The player returns their submitted card to the marker, naming the hole they dispute. */
export async function returnCard(card: DocumentReference, disputedHole: number): Promise<void> {
  await save(updateDoc(card, { status: 'open', disputedHole }));
}
