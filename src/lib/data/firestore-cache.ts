/**
 * Which cache this page's Firestore keeps (docs/decisions/0027-a-visitors-reads-in-memory.md).
 *
 * A member's reads and offline writes must outlive the page: the card entered
 * at the course with no signal, the screens reopened offline. That is
 * Firestore's persistent cache (IndexedDB). A visitor's public page needs none
 * of it: it arrives with its data, and the service worker keeps the page for
 * offline (decision 0016). Its live reads keep their documents in memory, and
 * the page does none of the persistent cache's IndexedDB work, which was most
 * of Firestore's script time on a first visit.
 *
 * Firestore's cache cannot change once it is created, so a session that starts
 * in a page whose cache is in memory goes on in a new page
 * (`sessionNeedsNewPage`, src/features/auth/enter.ts). Nothing here imports Firestore.
 */
import { readSessionHint } from '../auth/session-hint';

export type FirestoreCache = 'persistent' | 'memory';

/** The rule: only a page the render function rendered, opened without a member's session, keeps its reads in memory. */
export function cacheFor(page: { rendered: boolean; session: boolean }): FirestoreCache {
  return page.rendered && !page.session ? 'memory' : 'persistent';
}

let rendered = false;
let chosen: FirestoreCache | undefined;

/** The page arrived rendered by the render function (main.tsx, before anything can load Firestore). */
export function pageArrivedRendered(): void {
  rendered = true;
}

/** The cache of this page's Firestore: chosen once, when firebase.ts creates it. */
export function firestoreCache(): FirestoreCache {
  return (chosen ??= cacheFor({ rendered, session: readSessionHint() }));
}

/** Whether a session that starts now must go on in a new page: this page's Firestore keeps its cache in memory. */
export function sessionNeedsNewPage(): boolean {
  return chosen === 'memory';
}
