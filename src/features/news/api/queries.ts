import { collectionAt, liveDoc, liveQuery } from '@/lib/data/live-read';

export const articleRef = (id: string) => liveDoc('news', id);

/**
 * Published articles, newest first; at most `count` when given (home shows 5).
 * The `published == true` filter is required: the rules refuse visitors any
 * query that could return a draft.
 */
export const publishedArticles = (count?: number) =>
  liveQuery(collectionAt('news'), { where: [['published', '==', true]], orderBy: [['createdAt', 'desc']], limit: count ?? null });
