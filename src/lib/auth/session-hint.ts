/**
 * Whether this browser had a member's session the last time a page was open: a
 * hint kept in localStorage (and mirrored on <html data-session> by index.html
 * before the page paints), read without loading Firebase Auth. The session
 * (session.tsx) writes it whenever Auth reports; Firestore's cache follows it
 * (src/lib/data/firestore-cache.ts).
 */
export const SESSION_HINT_KEY = 'clubhouse:session';

/**
 * A style (Chakra's `css`) for what a visitor is shown while the session is only the hint's guess: hidden, its place
 * kept, in a browser that had a session, until Auth has reported (the attribute goes with the hint).
 */
export const hiddenForMembers = { '[data-session] &': { visibility: 'hidden' } } as const;

export function readSessionHint(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

export function writeSessionHint(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SESSION_HINT_KEY, '1');
    else localStorage.removeItem(SESSION_HINT_KEY);
    if (signedIn) document.documentElement.dataset.session = '1';
    else delete document.documentElement.dataset.session;
  } catch {
    // Storage refused (private mode): the hint only saves a download.
  }
}
