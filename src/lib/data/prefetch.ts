import { doc, onSnapshot } from 'firebase/firestore';
import { db } from '@/lib/firebase';
import { startSync } from './sync';

/**
 * Starts following the site settings (the pageContent document every page's
 * shell shows) before the app renders, on the app's shell (member and admin
 * screens: a server-rendered page loads Firestore only after hydrating, decision 0025),
 * so that Firestore's cache and its connection are warm by the time the page asks for
 * its own data. RootLayout follows the same document; Firestore serves both from one listen.
 * The connection's watch (sync.ts) starts here too, as it did when Firestore came with
 * the first screen's code: it then knows the server's state before the app runs.
 */
export function prefetchSiteSettings(): void {
  onSnapshot(doc(db, 'pageContent', 'site_settings'), { next: () => {}, error: () => {} });
  startSync();
}
