// What jsdom lacks and Chakra's components (Ark UI / zag) call.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy/waitFor wait up to 5 s, not 1 s: a busy CI machine renders a dialog or a toast slower.
configure({ asyncUtilTimeout: 5000 });

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;
Element.prototype.scrollTo ??= () => undefined;

// The app loads the toasts' view with the first toast (src/components/ui/toaster.tsx);
// loaded here up front, a toast shows within Testing Library's usual wait.
await import('@/components/ui/toaster-view');
