import { doc, onSnapshot } from 'firebase/firestore';
import { db } from '@/lib/firebase';

/**
 * Starts following the site settings (the pageContent document every page's
 * shell shows) before the app renders, so that Firestore's cache and its
 * connection are warm by the time the page asks for its own data. RootLayout
 * follows the same document; Firestore serves both from one listen.
 */
export function prefetchSiteSettings(): void {
  onSnapshot(doc(db, 'pageContent', 'site_settings'), { next: () => {}, error: () => {} });
}
