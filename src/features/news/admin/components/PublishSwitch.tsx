import { ToggleSwitch, useAction } from '@/components/kit';
import type { Article } from '@/lib/schemas/news';
import { setArticlePublished } from '../api/mutations';

/** The per-article publish toggle, named "Published: {title}" for assistive technology. */
export function PublishSwitch({ article }: { article: Article }) {
  const toggle = useAction(setArticlePublished, {
    success: (_, _id, published) => (published ? 'Article published' : 'Article unpublished'),
    failure: 'Failed to update article',
  });
  return (
    <ToggleSwitch
      label="Published"
      name={article.title}
      checked={article.published}
      busy={toggle.busy}
      onChange={(on) => void toggle.run(article.id, on)}
    />
  );
}
