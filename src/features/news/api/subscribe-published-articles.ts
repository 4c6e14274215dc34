import { limit, onSnapshot, orderBy, query, where, type QueryConstraint } from 'firebase/firestore';
import type { Article } from '@/lib/schemas/news';
import type { Unsubscribe } from '@/lib/subscription';
import { newsCollection, toArticles } from './news-collection';

export interface PublishedArticlesOptions {
  /** At most this many, newest first (home shows 5); all when omitted. */
  limit?: number;
}

/**
 * Published articles, newest first. The `published == true` filter is required:
 * the rules refuse visitors any query that could return a draft.
 */
export function subscribePublishedArticles(
  options: PublishedArticlesOptions,
  next: (articles: Article[]) => void,
  fail: (error: unknown) => void,
): Unsubscribe {
  const constraints: QueryConstraint[] = [where('published', '==', true), orderBy('createdAt', 'desc')];
  if (options.limit !== undefined) constraints.push(limit(options.limit));
  return onSnapshot(query(newsCollection(), ...constraints), (snap) => next(toArticles(snap.docs)), fail);
}
