import { collectionRef, docRef } from '@/lib/data/refs';
import { liveQuery } from '@/lib/data/live-query';

export const articleRef = (id: string) => docRef('news', id);

/**
 * Published articles, newest first; at most `count` when given (home shows 5).
 * The `published == true` filter is required: the rules refuse visitors any
 * query that could return a draft.
 */
export const publishedArticles = (count?: number) =>
  liveQuery(collectionRef('news'), { where: [['published', '==', true]], orderBy: [['createdAt', 'desc']], limit: count ?? null });
