/**
 * A section below the fold on a page that arrived with its data hydrates only
 * when it comes near the screen (or takes focus): until then its server HTML
 * stands and its code is not even loaded (src/components/layout/below-the-fold.tsx).
 */
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static.browser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { belowTheFold } from '@/components/layout/below-the-fold';
import { PageDataContext, type PageData } from '@/lib/data/page-data';

/** IntersectionObserver, which jsdom lacks: the test says when an element comes near the screen. */
class TestObserver {
  static all: TestObserver[] = [];
  element: Element | null = null;
  connected = true;
  constructor(private readonly callback: IntersectionObserverCallback) {
    TestObserver.all.push(this);
  }
  observe(element: Element) {
    this.element = element;
  }
  disconnect() {
    this.connected = false;
  }
  comeNear() {
    const entry = { isIntersecting: true, target: this.element } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

const PAGE_DATA: PageData = { read: () => undefined };

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

/** The same page with its own copy of the section, as the server (another process) renders it. */
function serverTwin(label: string): React.ReactNode {
  const Section = belowTheFold(async () => Counter);
  return (
    <PageDataContext.Provider value={PAGE_DATA}>
      <Section label={label} />
    </PageDataContext.Provider>
  );
}

/** The page as the render function sends it, then the browser's IntersectionObserver. */
async function serverHtml(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  const html = await new Response(prelude).text();
  window.IntersectionObserver = TestObserver as unknown as typeof IntersectionObserver;
  return html;
}

/** React's act() waits for what a component suspends on; these sections wait on purpose, so time passes as in a browser. */
// (React reveals content that suspended at most every 300 ms.)
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));
const act = async (work: () => unknown) => {
  await work();
  await settle();
};

let container: HTMLElement;
let root: Root | undefined;
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  TestObserver.all = [];
  // The server (Node) has no IntersectionObserver: it is there only once the page is in the browser.
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  root?.unmount();
  root = undefined;
  container.remove();
});

describe('a section below the fold', () => {
  it('keeps the server HTML and does not load its code until it comes near the screen, then hydrates', async () => {
    let loads = 0;
    const Section = belowTheFold(async () => {
      loads += 1;
      return Counter;
    });
    const page = (
      <PageDataContext.Provider value={PAGE_DATA}>
        <Section label="Standings" />
      </PageDataContext.Provider>
    );
    container.innerHTML = await serverHtml(serverTwin('Standings'));
    const button = container.querySelector('button')!;
    expect(button.textContent).toBe('Standings 0');

    await act(async () => {
      root = hydrateRoot(container, page);
    });
    await settle();
    expect(loads).toBe(0);
    // Not hydrated: a click does nothing, and the server's element is still the one on screen.
    button.click();
    expect(container.querySelector('button')).toBe(button);
    expect(button.textContent).toBe('Standings 0');

    expect(TestObserver.all).toHaveLength(1);
    await act(async () => {
      TestObserver.all[0]!.comeNear();
    });
    expect(loads).toBe(1);
    expect(TestObserver.all[0]!.connected).toBe(false);
    // Hydrated in place (the same element), and now it answers.
    expect(container.querySelector('button')).toBe(button);
    await act(async () => button.click());
    expect(button.textContent).toBe('Standings 1');
  });

  it('hydrates at once when focus moves into it (a keyboard user tabbing down)', async () => {
    const Section = belowTheFold(async () => Counter);
    const page = (
      <PageDataContext.Provider value={PAGE_DATA}>
        <Section label="News" />
      </PageDataContext.Provider>
    );
    container.innerHTML = await serverHtml(serverTwin('News'));
    expect(TestObserver.all).toHaveLength(0);
    await act(async () => {
      root = hydrateRoot(container, page);
    });
    const button = container.querySelector('button')!;
    await act(async () => {
      button.focus();
    });
    expect(TestObserver.all[0]!.connected).toBe(false);
    await act(async () => button.click());
    expect(button.textContent).toBe('News 1');
  });

  it('renders at once on a page without server data (a later navigation, app.html)', async () => {
    let loads = 0;
    const Section = belowTheFold(async () => {
      loads += 1;
      return Counter;
    });
    window.IntersectionObserver = TestObserver as unknown as typeof IntersectionObserver;
    await act(async () => {
      const { createRoot } = await import('react-dom/client');
      root = createRoot(container);
      root.render(<Section label="Par 3" />);
    });
    await settle();
    expect(loads).toBe(1);
    expect(TestObserver.all).toHaveLength(0);
    expect(container.querySelector('button')?.textContent).toBe('Par 3 0');
  });
});
