/**
 * Page sections below the fold (issue 19, "hydration never blocks"): each is a
 * Suspense boundary of its own, so React hydrates it in a pass of its own after
 * the top of the page instead of in one long commit of the whole page, and its
 * code is a chunk of its own, loaded after the page's own code. The server
 * renders it whole (the render function waits for every boundary), so until
 * its pass the server's HTML stays on screen: nothing moves, nothing flashes.
 */
import {
  Suspense,
  lazy,
  memo,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { PageDataContext } from '@/lib/data/page-data';

/**
 * Below the fold, the browser skips the section's style, layout and paint
 * until it nears the screen (`content-visibility: auto`): the page's first
 * style and layout passes, and those after each hydration pass, cover only
 * what is on screen. `contain-intrinsic-size: auto` keeps the height the
 * section last had once it has been shown; before that, a guess.
 */
const OFF_SCREEN: CSSProperties = { contentVisibility: 'auto', containIntrinsicSize: 'auto 640px' };

/** A section hydrated on its own (its code already in the page's chunk). */
export function Hydrates({ children }: { children: ReactNode }) {
  return (
    <div style={OFF_SCREEN}>
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  );
}

/** Opens once: what a section below the fold waits for before it hydrates. */
interface Gate {
  opened: boolean;
  promise: Promise<void>;
  open(): void;
}

function createGate(): Gate {
  let resolve = () => {};
  const gate: Gate = {
    opened: false,
    promise: new Promise<void>((r) => (resolve = r)),
    open() {
      gate.opened = true;
      resolve();
    },
  };
  return gate;
}

const noSubscribe = () => () => {};
/**
 * True while React hydrates the server's HTML (it reads the server snapshot then), and on the server;
 * false in a client render. The answer of the component's first render, kept: a component that hydrated
 * goes on reading true, one rendered in the browser false. For a first render's choice (what `useState`
 * starts with). Kept so that React's check after hydrating (the browser's snapshot against the server's)
 * finds nothing changed and renders nothing again (decision 0035).
 */
export function useHydrating(): boolean {
  const first = useRef<boolean | null>(null);
  const hydrating = useSyncExternalStore(
    noSubscribe,
    () => first.current ?? false,
    () => true,
  );
  if (first.current === null) first.current = hydrating;
  return hydrating;
}

/** Suspends (leaving the server's HTML on screen) until the gate opens. */
function Wait({ gate }: { gate: Gate }) {
  if (!gate.opened) throw gate.promise;
  return null;
}

/**
 * A component loaded apart and hydrated on its own. On a page that arrived
 * rendered with its data (the render function), it loads its code, hydrates
 * and starts its listeners only when it comes near the screen or takes focus
 * or a tap: until then the server's HTML stands, links work, and the phone
 * does none of its work at start. Rendered in the browser (a later
 * navigation), it renders at once. It takes no part in its parent's
 * re-renders (memo), so a parent's live update never reaches a section still
 * waiting.
 */
export function belowTheFold<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function BelowTheFold(props: P) {
    const hydrating = useHydrating();
    const withData = useContext(PageDataContext) !== null;
    const [gate] = useState(() => (hydrating && withData && typeof IntersectionObserver !== 'undefined' ? createGate() : null));
    const watch = useCallback(
      (element: HTMLDivElement | null) => {
        if (!element || !gate || gate.opened) return;
        const observer = new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) open();
          },
          { rootMargin: '50% 0px' },
        );
        // On the document, in the capture phase: React stops focus and tap
        // events aimed at content it has not hydrated before they reach it.
        const inside = (event: Event) => {
          if (event.target instanceof Node && element.contains(event.target)) open();
        };
        const stop = () => {
          observer.disconnect();
          document.removeEventListener('focusin', inside, true);
          document.removeEventListener('pointerdown', inside, true);
        };
        const open = () => {
          stop();
          gate.open();
        };
        observer.observe(element);
        document.addEventListener('focusin', inside, true);
        document.addEventListener('pointerdown', inside, true);
        return stop;
      },
      [gate],
    );
    // The same element while the props are the same: a re-render of this wrapper
    // (a context it reads changing) must not reach a section still waiting, or
    // React would drop its server HTML and render it anew.
    const section = useMemo(
      () => (
        <Suspense fallback={null}>
          {gate && <Wait gate={gate} />}
          <Lazy {...props} />
        </Suspense>
      ),
      [gate, props],
    );
    return (
      <div style={OFF_SCREEN} ref={watch}>
        {section}
      </div>
    );
  }
  return memo(BelowTheFold) as unknown as ComponentType<P>;
}
