import { ActionSwitch } from '@/components/kit';
import type { Article } from '@/lib/schemas/news';
import { setArticlePublished } from '../api/mutations';

/** The per-article publish toggle, named "Published: {title}" for assistive technology. */
export function PublishSwitch({ article }: { article: Article }) {
  return (
    <ActionSwitch
      label="Published"
      name={article.title}
      checked={article.published}
      write={(on) => setArticlePublished(article.id, on)}
      toasts={{ on: 'Article published', off: 'Article unpublished', failure: 'Failed to update article' }}
    />
  );
}
