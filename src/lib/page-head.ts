/**
 * What a page says about itself, collected while the render function renders
 * it (docs/decisions/0013-pages-rendered-with-their-data.md): its title,
 * description, image and structured data, which the function writes into the
 * HTML's <head> as the title, meta description, canonical link, Open Graph and
 * Twitter card tags and JSON-LD. In the browser there is no collector: PageMeta
 * keeps the document's title and description up to date itself.
 */
import { createContext } from 'react';

export interface PageHead {
  /** The page's own title (without " | Clubhouse"). */
  title?: string;
  description?: string;
  /** The page's image (an article's hero, a tournament's picture): absolute or site-relative. */
  image?: string;
  /** Open Graph type. */
  type?: 'website' | 'article';
  /** schema.org JSON-LD objects. */
  structuredData?: object[];
  /** Put before the description in link previews: the live board's leader and thru count during play (issue 29). */
  lead?: string;
}

/** The server's collector: PageMeta merges what it renders into it. */
export const PageHeadContext = createContext<PageHead | null>(null);
