import { useSyncExternalStore } from 'react';

/**
 * Whether the app can reach its server, and how many of the member's changes
 * wait on this phone to be sent (issue 21 parts 1 to 3).
 *
 * Two sources, because neither is enough alone:
 * - the browser's flag (`navigator.onLine` and its online/offline events),
 *   which is quick but can be wrong both ways: a phone on a captive Wi-Fi says
 *   online, and a machine whose only network is its loopback says offline
 *   while the server answers;
 * - Firestore's own view (src/lib/data/sync.ts reports it here): whether its
 *   listen stream is in touch with the server.
 * Firestore's view wins once it has one; the browser's flag answers until
 * then, and each online/offline event starts the question again.
 */
export type ServerState = 'unknown' | 'reachable' | 'unreachable';

interface Snapshot {
  /** True while the app can reach its server (the best knowledge of both sources). */
  connected: boolean;
  /** Changes saved on this phone that the server has not acknowledged yet. */
  unsynced: number;
}

let server: ServerState = 'unknown';
let unsynced = 0;
const listeners = new Set<() => void>();

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function connectedNow(): boolean {
  if (server === 'unknown') return browserOnline();
  return server === 'reachable';
}

/**
 * Connected with nothing waiting: what the server renders, and the browser's snapshot for as long as that holds.
 * One object, so that a page hydrated while connected finds its snapshot unchanged and renders nothing again.
 */
const CONNECTED: Snapshot = { connected: true, unsynced: 0 };
const snapshotOf = (connected: boolean, waiting: number): Snapshot =>
  connected && waiting === 0 ? CONNECTED : { connected, unsynced: waiting };

let snapshot: Snapshot = snapshotOf(connectedNow(), 0);

function publish(): void {
  const next = snapshotOf(connectedNow(), unsynced);
  if (next.connected === snapshot.connected && next.unsynced === snapshot.unsynced) return;
  snapshot = next;
  for (const listener of listeners) listener();
}

let watchingBrowser = false;
function watchBrowser(): void {
  if (watchingBrowser || typeof window === 'undefined') return;
  watchingBrowser = true;
  // A change of network makes what Firestore said before out of date: ask again.
  const reset = () => {
    server = 'unknown';
    publish();
  };
  window.addEventListener('online', reset);
  window.addEventListener('offline', reset);
  // The browser's flag may have changed before anything watched it (this module is evaluated early,
  // with the page's first scripts, and the frame may mount after the connection went): read it again.
  publish();
}

function subscribe(onChange: () => void): () => void {
  watchBrowser();
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** Firestore's view of the server (src/lib/data/sync.ts). */
export function setServerState(state: ServerState): void {
  server = state;
  publish();
}

/**
 * How long a listener answered only from the cache may go before the server
 * counts as unreachable: 2 s once the server has answered (a connection lost),
 * 10 s before it ever has (Firestore's own offline timeout), so a slow first
 * answer on a poor link is not taken for "offline".
 */
const UNREACHABLE_AFTER_MS = 2_000;
const FIRST_ANSWER_MS = 10_000;

/**
 * Firestore's view of the server from the answers of a document it follows with their metadata
 * (live-follow.ts `followServer`, in this page or in a visitor's worker): `answer(fromCache)` for each
 * answer, `fail()` when the listen fails.
 */
export function serverReachability(): { answer: (fromCache: boolean) => void; fail: () => void } {
  let unreachable: ReturnType<typeof setTimeout> | undefined;
  let answered = false;
  return {
    answer: (fromCache) => {
      if (!fromCache) {
        clearTimeout(unreachable);
        unreachable = undefined;
        answered = true;
        setServerState('reachable');
        return;
      }
      unreachable ??= setTimeout(() => setServerState('unreachable'), answered ? UNREACHABLE_AFTER_MS : FIRST_ANSWER_MS);
    },
    fail: () => setServerState('unknown'),
  };
}

/** How many changes wait on this phone (src/lib/data/sync.ts). */
export function setUnsynced(count: number): void {
  unsynced = count;
  publish();
}

export function isConnected(): boolean {
  watchBrowser();
  return connectedNow();
}

/** Resolves the next time the app loses its connection (a write then stops waiting for the server). */
export function whenDisconnected(): { promise: Promise<void>; cancel: () => void } {
  let cancel = () => {};
  const promise = new Promise<void>((resolve) => {
    if (!isConnected()) return resolve();
    const check = () => {
      if (snapshot.connected) return;
      listeners.delete(check);
      resolve();
    };
    listeners.add(check);
    cancel = () => listeners.delete(check);
  });
  return { promise, cancel };
}

/** The connection and the changes waiting on this phone; rendered on the server (and hydrated) as connected. */
export function useConnection(): Snapshot {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => CONNECTED,
  );
}

/** True while the app can reach its server; rendered on the server (and hydrated) as connected. */
export function useOnline(): boolean {
  return useConnection().connected;
}

export const SAVED_ON_PHONE = 'Saved on this phone. It will sync when you are back online.';
export const SYNCED = 'Your changes are synced';
export const SYNC_REFUSED = 'A change saved on this phone was not accepted';

/**
 * Thrown by a write that now waits on this phone for the connection
 * (src/lib/data/sync.ts): not a failure. `value` is what the write resolves to
 * once synced; useAction shows SAVED_ON_PHONE and carries on as after a success.
 */
export class SavedOnPhone<T = unknown> extends Error {
  constructor(readonly value: T) {
    super(SAVED_ON_PHONE);
    this.name = 'SavedOnPhone';
  }
}

/** What became of changes that waited on this phone: all synced, or one refused by the server. */
export type SyncNews = { kind: 'synced' } | { kind: 'refused'; error: unknown };
const newsListeners = new Set<(news: SyncNews) => void>();

/** Told by src/lib/data/sync.ts; the frame (ConnectionBanner) shows it. */
export function tellSync(news: SyncNews): void {
  for (const listener of newsListeners) listener(news);
}

export function onSyncNews(listener: (news: SyncNews) => void): () => void {
  newsListeners.add(listener);
  return () => newsListeners.delete(listener);
}
