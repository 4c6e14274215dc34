/**
 * Build-time rendering of a public page (scripts/prerender.ts loads this in
 * Node). It renders the same tree as main.tsx, on a memory router, as a
 * visitor sees it before any live data has arrived: shell, navigation,
 * headings and default texts, footer, and the loading states that hold the
 * place of live data. Chakra's styles are collected into <style> tags that
 * Emotion in the browser picks up again instead of inserting them twice.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode, isValidElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { App, routerReady } from './app/App';
import { routes } from './app/router';

export interface Prerendered {
  /** The markup of #root. */
  html: string;
  /** <style> tags for <head>. */
  styles: string;
  /** The page's <title>, when it renders one. */
  title: string | undefined;
  /** The components of the matched routes (to find the route modules to preload). */
  components: ComponentType[];
}

export async function render(url: string): Promise<Prerendered> {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  await routerReady(router);
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  let html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <App router={router} />
      </CacheProvider>
    </StrictMode>,
  );
  // React puts a page's hoisted <title> first; it belongs in <head>, where React adopts it when hydrating.
  let title: string | undefined;
  html = html.replace(/<title>([^<]*)<\/title>/, (_, text: string) => {
    title = text;
    return '';
  });
  const chunks = emotion.extractCriticalToChunks(html);
  // React Router turns a route's (lazily loaded) Component into its element.
  const components = router.state.matches
    .map(({ route }) => route.Component ?? (isValidElement(route.element) ? route.element.type : undefined))
    .filter((component): component is ComponentType => typeof component === 'function');
  router.dispose();
  return { html: chunks.html, styles: emotion.constructStyleTagsFromChunks(chunks), title, components };
}
