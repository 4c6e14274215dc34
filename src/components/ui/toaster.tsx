import { createToaster } from '@chakra-ui/react';
import { lazy, Suspense, useSyncExternalStore } from 'react';

/** The toasts' store; the view (toaster-view.tsx) shows what it holds. */
const store = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true });

type ToastOptions = Parameters<typeof store.create>[0];

/**
 * The view's code (Zag's toast machines) loads with the first toast, not with
 * a visitor's first page. The view only shows toasts created after it has
 * mounted, so toasts created before then wait here and are created when it
 * mounts (flushEarlyToasts).
 */
let viewMounted = false;
const early: ToastOptions[] = [];
const listeners = new Set<() => void>();

/** One toaster for the whole app: every outcome the spec lists is a toast. */
export const toaster = {
  create(options: ToastOptions): void {
    if (viewMounted) {
      store.create(options);
      return;
    }
    early.push(options);
    for (const listener of listeners) listener();
  },
};

/** Called by the view once mounted: from then on toasts go straight to it. */
export function flushEarlyToasts(): void {
  viewMounted = true;
  for (const options of early.splice(0)) store.create(options);
}

const ToasterView = lazy(() => import('./toaster-view'));

const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
};
const needed = () => viewMounted || early.length > 0;

/** Shows the toasts; mounts (and loads) the view with the first one. */
export function Toaster() {
  const show = useSyncExternalStore(subscribe, needed, () => false);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView toaster={store} />
    </Suspense>
  );
}
