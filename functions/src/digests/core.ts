/**
 * Digests: one document that holds, as a map by id, every document of a list a
 * public page shows in full (the teams page's member cards, a tournament's field
 * and results). The page then costs the same reads however large the season
 * grows (docs/decisions/0013-pages-rendered-with-their-data.md). The source
 * documents stay the truth; a digest is kept from them by triggers.
 *
 * One trigger keeps one entry: in a transaction it reads the source document as
 * it is now (so triggers that run out of order still leave the latest state)
 * and sets or removes its entry. A digest field that is absent (a new digest,
 * or data older than the digest) is rebuilt from the whole source query first,
 * so a digest field, once there, is complete. Entries are the stored documents
 * as they are, unknown fields kept.
 */
import { FieldPath, FieldValue, type DocumentData, type DocumentReference, type Firestore, type Query } from 'firebase-admin/firestore';
import { dequal } from 'dequal';

export interface DigestEntry {
  /** The digest document, e.g. rosters/current. */
  digest: DocumentReference;
  /** The map field of the digest that lists the source documents, e.g. `cards`. */
  field: string;
  /** Every source document that belongs in the field (read to rebuild an absent field). */
  all: Query;
  /** The source document of the entry (its id is the entry's key). */
  source: DocumentReference;
  /** Whether the source document, as stored now, belongs in this digest (default: whenever it exists). */
  belongs?: (data: DocumentData) => boolean;
  /** The document the digest belongs to (a tournament): when it is gone, so is the digest. */
  parent?: DocumentReference;
}

/** Brings one entry of a digest up to date with its source document (see the module comment). Returns what it did. */
export async function keepDigestEntry(
  store: Firestore,
  entry: DigestEntry,
): Promise<'rebuilt' | 'set' | 'removed' | 'unchanged' | 'deleted'> {
  const { digest, field, all, source, belongs = () => true, parent } = entry;
  return store.runTransaction(async (tx) => {
    const [digestSnap, sourceSnap, parentSnap] = await tx.getAll(digest, source, ...(parent ? [parent] : []));
    if (!digestSnap || !sourceSnap) throw new Error(`${digest.path}: getAll answered short`);
    if (parentSnap && !parentSnap.exists) {
      if (!digestSnap.exists) return 'unchanged';
      tx.delete(digest);
      return 'deleted';
    }
    const data = sourceSnap.data();
    const listed = data !== undefined && belongs(data);
    if (digestSnap.get(field) === undefined) {
      const docs = await tx.get(all);
      const map = Object.fromEntries(docs.docs.filter((d) => belongs(d.data())).map((d) => [d.id, d.data()]));
      // The query runs in the same transaction as the source read: they agree.
      tx.set(digest, { [field]: map, updatedAt: FieldValue.serverTimestamp() }, { mergeFields: [field, 'updatedAt'] });
      return 'rebuilt';
    }
    const key = new FieldPath(field, source.id);
    const current: unknown = digestSnap.get(key);
    if (!listed) {
      if (current === undefined) return 'unchanged';
      tx.update(digest, key, FieldValue.delete(), 'updatedAt', FieldValue.serverTimestamp());
      return 'removed';
    }
    if (current !== undefined && dequal(current, data)) return 'unchanged';
    tx.update(digest, key, data, 'updatedAt', FieldValue.serverTimestamp());
    return 'set';
  });
}
