import { limit, orderBy, query, where } from 'firebase/firestore';
import { typedCollection, typedDoc } from '@/lib/data/refs';
import { newsDoc } from '@/lib/schemas/news';

/** The `news` collection, read through the article schema. */
export const newsCollection = typedCollection('news', newsDoc);
export const articleRef = (id: string) => typedDoc('news', newsDoc, id);

/**
 * Published articles, newest first; at most `count` when given (home shows 5).
 * The `published == true` filter is required: the rules refuse visitors any
 * query that could return a draft.
 */
export const publishedArticles = (count?: number) =>
  query(
    newsCollection,
    where('published', '==', true),
    orderBy('createdAt', 'desc'),
    ...(count === undefined ? [] : [limit(count)]),
  );

/** Every article, drafts included, newest first (admins only: the rules refuse others). */
export const allArticles = () => query(newsCollection, orderBy('createdAt', 'desc'));
