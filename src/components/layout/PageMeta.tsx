import { useContext, useEffect } from 'react';
import { PageHeadContext } from '@/lib/page-head';
import { usePageContent } from '@/lib/content/page-content';

interface PageMetaProps {
  /** The page's own title; " | Clubhouse" is added. */
  title: string;
  /** The page's meta description; the site setting site_description when absent. */
  description?: string;
  /** The page's image for link previews (Open Graph, Twitter card). */
  image?: string;
  /** Open Graph type: 'article' for a news article. */
  type?: 'website' | 'article';
  /** schema.org JSON-LD (NewsArticle, SportsEvent...). */
  structuredData?: object[];
}

/**
 * A page's document title and meta description. The title is React 19's
 * hoisted <title>; the description updates index.html's one meta tag (so
 * there is never a second), falling back to site_settings' site_description.
 */
export function PageMeta({ title, description, image, type, structuredData }: PageMetaProps) {
  const { content } = usePageContent('site_settings');
  const site = content.site_description ?? '';
  const text = description?.trim() || site;
  // On the server (render function): what the <head> tags are made of.
  const head = useContext(PageHeadContext);
  if (head) Object.assign(head, { title, description: text, image, type, structuredData });

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
