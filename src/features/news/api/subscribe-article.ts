import { onSnapshot } from 'firebase/firestore';
import { errorCode } from '@/lib/errors';
import type { Article } from '@/lib/schemas/news';
import type { Unsubscribe } from '@/lib/subscription';
import { articleRef, toArticle } from './news-collection';

/**
 * One published article, or null when it is missing or not published. A
 * visitor is refused drafts and missing ids alike (permission-denied): both
 * read as null, as does an article that is unpublished while being read.
 */
export function subscribeArticle(
  id: string,
  next: (article: Article | null) => void,
  fail: (error: unknown) => void,
): Unsubscribe {
  return onSnapshot(
    articleRef(id),
    (snap) => {
      const article = toArticle(snap);
      next(article?.published ? article : null);
    },
    (error) => (errorCode(error) === 'permission-denied' ? next(null) : fail(error)),
  );
}
