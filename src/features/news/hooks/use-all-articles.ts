import type { Article } from '@/lib/schemas/news';
import { useSubscription, type Subscribed } from '@/lib/subscription';
import { subscribeAllArticles } from '../api/subscribe-all-articles';

/** Every article, drafts included, newest first (admin panel). */
export function useAllArticles(): Subscribed<Article[]> {
  return useSubscription<Article[]>(subscribeAllArticles, 'all');
}
