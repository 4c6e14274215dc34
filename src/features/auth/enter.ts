import type { NavigateFunction } from 'react-router-dom';
import { carryToastsToNextPage } from '@/components/ui/toaster';
import { sessionNeedsNewPage } from '@/lib/data/firestore-cache';

/**
 * Goes to `to` once a session has started (sign-in, sign-up). Inside the app, unless this page's
 * Firestore keeps its cache in memory (a visitor's rendered page, where the sign-in screen was reached
 * by a link): a member's reads and offline writes need the persistent cache, which Firestore cannot
 * switch to, so the member goes on in a new page, with the toasts just shown (decision 0027).
 */
export function enterSession(navigate: NavigateFunction, to: string): void {
  if (!sessionNeedsNewPage()) {
    navigate(to);
    return;
  }
  // After the caller's own toast (useAction shows its success message once onSuccess has returned).
  queueMicrotask(() => {
    carryToastsToNextPage();
    window.location.assign(to);
  });
}
