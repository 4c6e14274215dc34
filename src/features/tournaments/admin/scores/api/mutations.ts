import { doc, writeBatch } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import { collectionRef, docRef } from '@/lib/data/refs';
import type { ScoreSheetValues } from '../schemas';
import { save } from '@/lib/data/sync';

export interface SheetContext {
  tournamentId: string;
  /** memberId -> id of the member's saved score in this tournament. */
  existing: ReadonlyMap<string, string>;
  /** memberId -> the team the points count for. */
  teamOf: ReadonlyMap<string, string | null>;
}

/**
 * Saves a tournament's scores in one batch: existing rows are updated; a new
 * row is created only where gross or net is above 0 (admin spec section 4).
 * The standings and team totals follow through the functions. Returns how
 * many rows were written.
 */
export async function saveScores({ rows }: ScoreSheetValues, { tournamentId, existing, teamOf }: SheetContext): Promise<number> {
  const batch = writeBatch(db);
  let written = 0;
  for (const { memberId, grossScore, netScore, points, birdies } of rows) {
    const numbers = { grossScore, netScore, points, birdies };
    const savedId = existing.get(memberId);
    if (savedId) {
      batch.update(docRef('scores', savedId), numbers);
    } else if (grossScore > 0 || netScore > 0) {
      const ref = doc(collectionRef('scores').withConverter(null));
      batch.set(ref, { tournamentId, memberId, teamId: teamOf.get(memberId) ?? null, ...numbers });
    } else {
      continue;
    }
    written += 1;
  }
  if (written > 0) await save(batch.commit(), written);
  return written;
}
