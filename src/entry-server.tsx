/**
 * A public page rendered with its current data, by the render function
 * (render/, docs/decisions/0013-pages-rendered-with-their-data.md). The same
 * tree as main.tsx hydrates, on a memory router: every `useLive` read asks
 * `reads` (the Admin SDK) and React waits for the answers (prerender resolves
 * once nothing is suspended), so the HTML holds the page's data. What the page
 * says about itself (PageMeta) is collected for the <head>.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode, isValidElement, type ComponentType } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router-dom';
import { App, routerReady } from './app/App';
import { routes } from './app/router';
import { isRead, type Read } from './lib/data/live-read';
import type { PageData } from './lib/data/page-data';
import { PageHeadContext, type PageHead } from './lib/page-head';
import { serverStyleTags } from './lib/server-styles';

export { pageValue, type PageManifest } from './lib/data/page-data';
export { valueOf } from './lib/data/page-data-parse';
export type { Read } from './lib/data/live-read';
export { collectionIdOf, docKey, type QuerySpec, type SpecValue } from './lib/data/read-spec';
export type { PageHead } from './lib/page-head';

/** The server's reads: the value of a source (query rows or a document, null when missing). */
export interface ServerReads {
  read(source: Read<unknown>): Promise<unknown>;
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** <style> tags for <head>. */
  styles: string;
  /** The page's <title> text as React rendered it (escaped), when it renders one. */
  title: string | undefined;
  /** What the page says about itself (PageMeta). */
  head: PageHead;
  /** The route modules of the matched routes (keys of the client build's manifest), to preload. */
  routeModules: string[];
  /** The address matched no route (the not-found page). */
  notFound: boolean;
}

/** Every public route module by its default export (found again from the router's matches). */
const routeModules = import.meta.glob<{ default?: unknown }>('./app/routes/public/*.tsx');
let moduleKeys: Map<unknown, string> | undefined;
async function routeModuleKeys(): Promise<Map<unknown, string>> {
  if (moduleKeys) return moduleKeys;
  const keys = new Map<unknown, string>();
  for (const [path, load] of Object.entries(routeModules)) {
    const module = await load();
    if (module.default) keys.set(module.default, `src/${path.slice(2)}`);
  }
  return (moduleKeys = keys);
}

interface Pending {
  promise: Promise<void>;
  done: boolean;
  value?: unknown;
  error?: unknown;
}

/** Page data that suspends a read until the server has answered it. */
function serverPageData(reads: ServerReads): PageData {
  const pending = new Map<string, Pending>();
  return {
    read(source) {
      if (!isRead(source))
        throw new Error(
          'A page read its data with a web SDK query or reference: a page reads with liveDoc or liveQuery (src/lib/data/live-read.ts)',
        );
      const key = source.key;
      let entry = pending.get(key);
      if (!entry) {
        const created: Pending = { done: false, promise: Promise.resolve() };
        created.promise = reads.read(source).then(
          (value) => {
            created.value = value;
            created.done = true;
          },
          (error: unknown) => {
            created.error = error ?? new Error('read failed');
            created.done = true;
          },
        );
        pending.set(key, created);
        entry = created;
      }
      if (!entry.done) throw entry.promise; // React suspends here and renders again once answered
      if (entry.error !== undefined) throw entry.error;
      return { value: entry.value };
    },
  };
}

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  return text;
}

export async function renderPage(url: string, reads: ServerReads): Promise<RenderedPage> {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  await routerReady(router);
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const head: PageHead = {};
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <PageHeadContext.Provider value={head}>
          <App router={router} pageData={serverPageData(reads)} />
        </PageHeadContext.Provider>
      </CacheProvider>
    </StrictMode>,
    {
      onError(error) {
        failure ??= error;
      },
    },
  );
  let html = await streamText(prelude);
  if (failure !== undefined) throw failure instanceof Error ? failure : new Error(String(failure));
  // React puts a page's hoisted <title> first; it belongs in <head>, where React adopts it when hydrating.
  let title: string | undefined;
  html = html.replace(/<title>([^<]*)<\/title>/, (_, text: string) => {
    title = text;
    return '';
  });
  const chunks = emotion.extractCriticalToChunks(html);
  const keys = await routeModuleKeys();
  const components = router.state.matches
    .map(({ route }) => route.Component ?? (isValidElement(route.element) ? route.element.type : undefined))
    .filter((component): component is ComponentType => typeof component === 'function');
  const notFound = router.state.matches.some(({ route }) => route.path === '*');
  router.dispose();
  return {
    html: chunks.html,
    styles: serverStyleTags(chunks.styles),
    title,
    head,
    routeModules: components.map((c) => keys.get(c)).filter((k): k is string => k !== undefined),
    notFound,
  };
}
