/**
 * profiles/{uid}.searchTerms: the words an admin finds a member by (issue 31,
 * src/lib/member-search.ts), kept by the functions from the name and email.
 * Clients never write the field (the rules know no such key, so a create with
 * it is refused and an edit must leave it as it is); a profile without it is
 * still listed and paged by name, and is found by a search once any write to it
 * (or `npm run members:backfill`) has run this.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { sameTerms, searchTerms } from '@/lib/member-search';

type Stored = Record<string, unknown> | undefined;

const termsOf = (data: Record<string, unknown>) =>
  searchTerms({
    fullName: typeof data.fullName === 'string' ? data.fullName : '',
    email: typeof data.email === 'string' ? data.email : '',
  });

const storedTerms = (data: Record<string, unknown>) => (Array.isArray(data.searchTerms) ? (data.searchTerms as string[]) : undefined);

/** A stored profile whose searchTerms do not follow its name and email (false for a deleted one): no read needed to know. */
export function searchTermsStale(data: Stored): boolean {
  return data !== undefined && !sameTerms(storedTerms(data), termsOf(data));
}

/** Writes the profile's searchTerms when they differ from its name and email; returns whether it wrote. */
export async function syncSearchTerms(store: Firestore, uid: string): Promise<boolean> {
  const ref = store.doc(`profiles/${uid}`);
  return store.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return false;
    const data = snap.data() ?? {};
    const want = termsOf(data);
    if (sameTerms(storedTerms(data), want)) return false;
    tx.update(ref, { searchTerms: want });
    return true;
  });
}
