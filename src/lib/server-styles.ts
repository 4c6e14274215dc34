/**
 * The styles a server-rendered page arrives with, and how the browser takes
 * them over without doing their work again (docs/decisions/0013, "No style
 * work twice").
 *
 * Emotion's own server tags (`<style data-emotion="css ...">`) are moved by
 * every Emotion cache the browser creates (its default one as well): each
 * move re-parses the sheet and recalculates the page's styles. The render
 * function writes its tags under an attribute of its own instead, so no cache
 * touches them, and the browser's cache is told which styles they already
 * hold (`adoptServerStyles`): a component whose style is there inserts
 * nothing. Chakra's global CSS (preflight, global styles, tokens, the layer
 * order) is among them, so on a server-rendered page the provider is given a
 * system without it (`withoutGlobalCss`) instead of inserting it again.
 */
import type { EmotionCache } from '@emotion/cache';
import type { SystemContext } from '@chakra-ui/react';

/** The attribute of the render function's style tags: `<key> <id> <id>...` (as Emotion's data-emotion). */
export const SERVER_STYLES = 'data-server-styles';

/** What Emotion's server extracts from a page (`extractCriticalToChunks(html).styles`). */
export interface StyleChunk {
  key: string;
  ids: string[];
  css: string;
}

/** The page's <style> tags, in the extracted order (the global styles, then the components'). */
export function serverStyleTags(chunks: readonly StyleChunk[]): string {
  return chunks
    .filter((chunk) => chunk.css !== '')
    .map((chunk) => `<style ${SERVER_STYLES}="${[chunk.key, ...chunk.ids].join(' ')}">${chunk.css}</style>`)
    .join('');
}

/**
 * Registers the styles of the page's server tags as inserted in `cache` (they
 * stay where they are). True when the page had any: a server-rendered page.
 */
export function adoptServerStyles(cache: EmotionCache, doc: Document = document): boolean {
  const tags = doc.querySelectorAll(`style[${SERVER_STYLES}]`);
  for (const tag of tags) {
    const [key, ...ids] = (tag.getAttribute(SERVER_STYLES) ?? '').split(' ');
    // Components' styles (key) and global ones with keyframes (key-global), by the names Emotion gives them.
    if (key === cache.key || key === `${cache.key}-global`) for (const id of ids) cache.inserted[id] = true;
  }
  return tags.length > 0;
}

/** The same system without the global CSS its provider inserts (the server's tags already hold it). */
export function withoutGlobalCss(system: SystemContext): SystemContext {
  // Copied by descriptor, not spread: in the browser `_global` is built on first read (build/chakra-startup.ts).
  return Object.defineProperties({} as SystemContext, {
    ...Object.getOwnPropertyDescriptors(system),
    _global: { value: [], enumerable: true },
    layers: { value: { ...system.layers, atRule: '' }, enumerable: true },
  });
}
