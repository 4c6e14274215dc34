import { onSnapshot, orderBy, query } from 'firebase/firestore';
import type { Article } from '@/lib/schemas/news';
import type { Unsubscribe } from '@/lib/subscription';
import { newsCollection, toArticles } from './news-collection';

/** Every article, drafts included, newest first (admins only: the rules refuse others). */
export function subscribeAllArticles(next: (articles: Article[]) => void, fail: (error: unknown) => void): Unsubscribe {
  return onSnapshot(query(newsCollection(), orderBy('createdAt', 'desc')), (snap) => next(toArticles(snap.docs)), fail);
}
