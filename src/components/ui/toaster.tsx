import { createToaster } from '@chakra-ui/react';
import { lazy, Suspense, useSyncExternalStore } from 'react';

/** One toaster for the whole app: every outcome the spec lists is a toast. */
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true });

const ToasterView = lazy(() => import('./toaster-view'));

/** Whether a toast was ever created (the view then stays mounted). */
let used = false;
const subscribe = (onChange: () => void) => toaster.subscribe(onChange);
const wasUsed = () => (used ||= toaster.getCount() > 0);

/**
 * Shows the toasts. Its code (Zag's toast machines) loads with the first
 * toast, not with a visitor's first page; the toasts created meanwhile show
 * as soon as it is there.
 */
export function Toaster() {
  const needed = useSyncExternalStore(subscribe, wasUsed, () => false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView toaster={toaster} />
    </Suspense>
  );
}
