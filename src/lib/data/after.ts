/**
 * Starts something once a promise has settled, with a stop that works before it started too: how a live
 * read waits for the page's bundle in Firestore's cache (live-sdk.ts, the worker) or for live-sdk.ts itself
 * (live-worker-client.ts). Imports nothing, so the page's side of a worker can use it without Firestore.
 */
export function after<T>(ready: Promise<T>, start: (value: T) => () => void): () => void {
  let stop: (() => void) | undefined;
  let ended = false;
  void ready.then((value) => {
    if (!ended) stop = start(value);
  });
  return () => {
    ended = true;
    stop?.();
  };
}
