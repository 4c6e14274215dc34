import { Switch, VisuallyHidden } from '@chakra-ui/react';
import { useAction } from '@/components/kit';
import type { Article } from '@/lib/schemas/news';
import { setArticlePublished } from '../api/mutations';

/** The per-article publish toggle, named "Published: {title}" for assistive technology. */
export function PublishSwitch({ article }: { article: Article }) {
  const toggle = useAction(setArticlePublished, {
    success: (_, _id, published) => (published ? 'Article published' : 'Article unpublished'),
    failure: 'Failed to update article',
  });
  return (
    <Switch.Root
      checked={article.published}
      onCheckedChange={(details) => void toggle.run(article.id, details.checked)}
      disabled={toggle.busy}
      colorPalette="brand"
    >
      <Switch.HiddenInput role="switch" />
      <Switch.Control />
      <Switch.Label>
        Published<VisuallyHidden>: {article.title}</VisuallyHidden>
      </Switch.Label>
    </Switch.Root>
  );
}
