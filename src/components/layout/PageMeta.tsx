import { useEffect } from 'react';
import { usePageContent } from '@/lib/content/page-content';

interface PageMetaProps {
  /** The page's own title; " | Clubhouse" is added. */
  title: string;
  /** The page's meta description; the site setting site_description when absent. */
  description?: string;
}

/**
 * A page's document title and meta description. The title is React 19's
 * hoisted <title>; the description updates index.html's one meta tag (so
 * there is never a second), falling back to site_settings' site_description.
 */
export function PageMeta({ title, description }: PageMetaProps) {
  const { content } = usePageContent('site_settings');
  const site = content.site_description ?? '';
  const text = description?.trim() || site;

  useEffect(() => {
    if (!text) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = text;
    // Marked as the page's own, so the site settings' live update (useSiteHead) leaves it;
    // a page without PageMeta (member and admin screens) gets the site's description back.
    meta.dataset.page = 'true';
    return () => {
      delete meta.dataset.page;
      if (site) meta.content = site;
    };
  }, [text, site]);

  return <title>{`${title} | Clubhouse`}</title>;
}
