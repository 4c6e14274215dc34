/**
 * A static section (src/components/layout/static.tsx): hydrating, React keeps
 * the server's HTML and never runs the section's components; a client render,
 * or data that differs from what the server rendered, renders it as usual; its
 * links go to the router.
 */
import { Profiler, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static.browser';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { Static, followStaticLinks } from '@/components/layout/static';

/** Counts its renders: a section's component that runs (or not) in the browser. */
let renders = 0;
function Copy({ text }: { text: string }) {
  renders += 1;
  const [taps, setTaps] = useState(0);
  return (
    <section>
      <p>{text}</p>
      <button type="button" onClick={() => setTaps((n) => n + 1)}>
        taps {taps}
      </button>
      <a href="/about">About</a>
    </section>
  );
}

function Page({ text }: { text: string }) {
  return (
    <main>
      <h1>Page</h1>
      <Static data={{ text }}>
        <Copy text={text} />
      </Static>
    </main>
  );
}

/** The page as the render function sends it (on the server there is no document). */
async function serverHtml(text: string): Promise<string> {
  vi.stubGlobal('document', undefined);
  try {
    const { prelude } = await prerender(<Page text={text} />);
    return await new Response(prelude).text();
  } finally {
    vi.unstubAllGlobals();
  }
}

const hydrated = (node: Node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

let container: HTMLElement;
let root: Root | undefined;
let problems: unknown[][];
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  renders = 0;
  problems = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => problems.push(args));
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => problems.push(args));
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  root?.unmount();
  root = undefined;
  container.remove();
  vi.restoreAllMocks();
});

async function hydrate(serverText: string, clientText = serverText) {
  container.innerHTML = await serverHtml(serverText);
  renders = 0;
  const paragraph = container.querySelector('p')!;
  const rerender = (text: string) => root!.render(<Page text={text} />);
  root = hydrateRoot(container, <Page text={clientText} />, {
    onRecoverableError: (error) => problems.push(['recoverable', error]),
  });
  await settle();
  return { paragraph, rerender };
}

describe('a static section', () => {
  it('is server-rendered with its children inside a display: contents element carrying its data digest', async () => {
    const html = await serverHtml('Our mission');
    expect(html).toMatch(/<div data-static="\w+" style="display:contents"><section><p>Our mission<\/p>/);
    expect(await serverHtml('Our mission')).toBe(html);
    expect(await serverHtml('Another mission')).not.toBe(html);
  });

  it("keeps the server's HTML when hydrating, without running its components or a warning, and across re-renders", async () => {
    const { paragraph, rerender } = await hydrate('Our mission');
    expect(renders).toBe(0);
    expect(hydrated(container.querySelector('h1')!)).toBe(true);
    expect(hydrated(container.querySelector('[data-static]')!)).toBe(true);
    expect(hydrated(paragraph)).toBe(false);
    expect(container.querySelector('p')).toBe(paragraph);
    expect(paragraph.textContent).toBe('Our mission');
    // Not hydrated: its button does nothing.
    container.querySelector('button')!.click();
    await settle();
    expect(container.querySelector('button')!.textContent).toBe('taps 0');
    // The page renders again with the same data: the server's HTML stays, untouched.
    rerender('Our mission');
    await settle();
    expect(renders).toBe(0);
    expect(container.querySelector('p')).toBe(paragraph);
    expect(problems).toEqual([]);
  });

  it('renders once when it hydrates, as the first render of the page or a later one: nothing renders it again', async () => {
    container.innerHTML = await serverHtml('Our mission');
    renders = 0;
    const commits: string[] = [];
    root = hydrateRoot(
      container,
      <Profiler id="page" onRender={(_, phase) => commits.push(phase)}>
        <Page text="Our mission" />
      </Profiler>,
    );
    await settle();
    // One commit: React's check after hydrating (the browser's answer against the server's) changed nothing.
    expect(commits).toEqual(['mount']);
    expect(renders).toBe(0);
    expect(problems).toEqual([]);
  });

  it('is rendered by React once its data changes (an edit arriving live), and stays so', async () => {
    const { rerender } = await hydrate('Our mission');
    rerender('Our new mission');
    await settle();
    expect(renders).toBeGreaterThan(0);
    const paragraph = container.querySelector('p')!;
    expect(paragraph.textContent).toBe('Our new mission');
    expect(container.querySelectorAll('p')).toHaveLength(1);
    expect(hydrated(paragraph)).toBe(true);
    // Back to the data the server rendered: still React's (the server's HTML is gone).
    rerender('Our mission');
    await settle();
    expect(container.querySelector('p')!.textContent).toBe('Our mission');
    container.querySelector('button')!.click();
    await settle();
    expect(container.querySelector('button')!.textContent).toBe('taps 1');
    expect(problems).toEqual([]);
  });

  it("is rendered anew at once when the browser's data is not what the server rendered", async () => {
    await hydrate('Yesterday', 'Today');
    expect(renders).toBeGreaterThan(0);
    expect(container.querySelector('p')!.textContent).toBe('Today');
    expect(container.querySelectorAll('p')).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  it('renders its children in a client render (a later navigation, the app shell)', async () => {
    root = createRoot(container);
    root.render(<Page text="Our mission" />);
    await settle();
    expect(renders).toBeGreaterThan(0);
    expect(container.querySelector('[data-static] p')!.textContent).toBe('Our mission');
    expect(hydrated(container.querySelector('p')!)).toBe(true);
  });
});

describe("a static section's links", () => {
  let navigate: Mock<(to: string, options: { replace: boolean }) => void>;
  let stop: () => void;
  beforeEach(() => {
    navigate = vi.fn();
    stop = followStaticLinks(navigate);
    container.innerHTML = `
      <div data-static="x">
        <a id="page" href="/about"><span>About</span></a>
        <a id="query" href="/news?page=2#top">News</a>
        <a id="external" href="https://example.com/about">Elsewhere</a>
        <a id="mail" href="mailto:info@example.com">Mail</a>
        <a id="file" href="/calendar.ics">Calendar</a>
        <a id="blank" href="/about" target="_blank">About, new tab</a>
        <a id="download" href="/about" download>About, saved</a>
        <a id="here" href="#main">Skip</a>
      </div>
      <a id="outside" href="/about">About</a>`;
  });
  afterEach(() => stop());

  /** Clicks a link as a user would; true when the browser would follow it itself. */
  function click(id: string, init: MouseEventInit = {}): boolean {
    const target = container.querySelector(`#${id}`)!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    let followed = false;
    // Last in line (after the document's listener): notes the verdict, and spares jsdom a navigation.
    const last = (seen: Event) => {
      followed = !seen.defaultPrevented;
      seen.preventDefault();
    };
    window.addEventListener('click', last, { once: true });
    (target.firstElementChild ?? target).dispatchEvent(event);
    return followed;
  }

  it('hands a plain click on a link to one of the pages to the router', () => {
    expect(click('page')).toBe(false);
    expect(click('query')).toBe(false);
    expect(navigate.mock.calls).toEqual([
      ['/about', { replace: false }],
      ['/news?page=2#top', { replace: false }],
    ]);
  });

  it('leaves the browser modified clicks, other origins and schemes, files, new tabs, downloads and places on the page', () => {
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'] as const) expect(click('page', { [modifier]: true })).toBe(true);
    expect(click('page', { button: 1 })).toBe(true);
    for (const id of ['external', 'mail', 'file', 'blank', 'download', 'here', 'outside']) expect(click(id), id).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('stops listening when asked', () => {
    stop();
    expect(click('page')).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });
});
