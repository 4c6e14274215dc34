import type { Article } from '@/lib/schemas/news';
import { useSubscription, type Subscribed } from '@/lib/subscription';
import { subscribePublishedArticles } from '../api/subscribe-published-articles';

/** Published articles, newest first, live; at most `limit` when given. */
export function usePublishedArticles(limit?: number): Subscribed<Article[]> {
  return useSubscription<Article[]>(
    (next, fail) => subscribePublishedArticles({ limit }, next, fail),
    `published:${limit ?? 'all'}`,
  );
}
