import type { Article } from '@/lib/schemas/news';
import { useSubscription, type Subscribed } from '@/lib/subscription';
import { subscribeArticle } from '../api/subscribe-article';

/** One published article, live; `data` is null when it is missing or unpublished. */
export function useArticle(id: string): Subscribed<Article | null> {
  return useSubscription<Article | null>((next, fail) => subscribeArticle(id, next, fail), id);
}
