import { Switch, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { toaster } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/errors';
import type { Article } from '@/lib/schemas/news';
import { setArticlePublished } from '../api/set-article-published';

/** The per-article publish toggle, named "Published: {title}" for assistive technology. */
export function PublishSwitch({ article }: { article: Article }) {
  const [saving, setSaving] = useState(false);

  async function toggle(published: boolean) {
    setSaving(true);
    try {
      await setArticlePublished(article.id, published);
      toaster.create({ type: 'success', title: published ? 'Article published' : 'Article unpublished' });
    } catch (error) {
      toaster.create({ type: 'error', title: 'Failed to update article', description: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Switch.Root
      checked={article.published}
      onCheckedChange={(details) => toggle(details.checked)}
      disabled={saving}
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
