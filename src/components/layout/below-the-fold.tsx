/**
 * Page sections below the fold (issue 19, "hydration never blocks"): each is a
 * Suspense boundary of its own, so React hydrates it in a pass of its own after
 * the top of the page instead of in one long commit of the whole page, and its
 * code is a chunk of its own, loaded after the page's own code. The server
 * renders it whole (the render function waits for every boundary), so until
 * its pass the server's HTML stays on screen: nothing moves, nothing flashes.
 */
import { Suspense, lazy, type ComponentType, type CSSProperties, type ReactNode } from 'react';

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

/** A component loaded apart and hydrated on its own. */
export function belowTheFold<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function BelowTheFold(props: P) {
    return (
      <div style={OFF_SCREEN}>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </div>
    );
  }
  return BelowTheFold;
}
