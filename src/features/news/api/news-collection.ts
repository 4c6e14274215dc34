import { Timestamp, collection, doc, type DocumentSnapshot } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import { articleSchema, type Article } from '@/lib/schemas/news';

/** The `news` collection (docs/decisions/0001-data-model.md). */
export const newsCollection = () => collection(db, 'news');
export const articleRef = (id: string) => doc(db, 'news', id);

/** A pending serverTimestamp() reads as an estimate (or null): fall back to now. */
function toDate(value: unknown): Date {
  return value instanceof Timestamp ? value.toDate() : new Date();
}

/**
 * The read converter of news documents: the form's fields validated by
 * `articleSchema`, Timestamps turned into Dates. A missing document, or one
 * whose stored fields do not pass the schema, reads as null.
 */
export function toArticle(snap: DocumentSnapshot): Article | null {
  if (!snap.exists()) return null;
  const data = snap.data({ serverTimestamps: 'estimate' });
  const fields = articleSchema.safeParse(data);
  if (!fields.success) {
    console.warn(`news/${snap.id} does not match the article schema`, fields.error.issues);
    return null;
  }
  return {
    id: snap.id,
    ...fields.data,
    authorId: typeof data.authorId === 'string' ? data.authorId : '',
    createdAt: toDate(data.createdAt),
    updatedAt: toDate(data.updatedAt),
  };
}

export function toArticles(snaps: DocumentSnapshot[]): Article[] {
  return snaps.map(toArticle).filter((article): article is Article => article !== null);
}
