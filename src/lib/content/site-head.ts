import { useEffect } from 'react';
import { usePageContent } from './page-content';

/** The <head> element matching `selector`, created (as `tag` with `attrs`) when index.html has none. */
function headElement<K extends 'meta' | 'link'>(selector: string, tag: K, attrs: Record<string, string>): HTMLElementTagNameMap[K] {
  const found = document.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (found) return found;
  const created = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) created.setAttribute(name, value);
  document.head.append(created);
  return created;
}

/**
 * Applies the site settings (pageContent/site_settings) to the document head:
 * the meta description, the favicon and the home-screen icon. index.html
 * carries the defaults for the first paint; this follows the admin's changes live.
 */
export function useSiteHead(): void {
  const { content, loading } = usePageContent('site_settings');
  const description = content.site_description ?? '';
  const favicon = content.favicon_url ?? '';
  const touchIcon = content.pwa_icon_192_url ?? '';

  useEffect(() => {
    if (loading) return;
    const meta = headElement('meta[name="description"]', 'meta', { name: 'description' });
    // A page that set its own description (PageMeta) keeps it.
    if (description && !meta.dataset.page) meta.content = description;
    if (favicon) {
      const link = headElement('link[rel="icon"]', 'link', { rel: 'icon' });
      link.removeAttribute('type');
      link.href = favicon;
    }
    if (touchIcon) headElement('link[rel="apple-touch-icon"]', 'link', { rel: 'apple-touch-icon' }).href = touchIcon;
  }, [loading, description, favicon, touchIcon]);
}
