/**
 * Starts something once a promise has resolved, with a stop that works before it started too: how a live
 * read waits for the live reads' SDK (use-live.ts), for the page's bundle in Firestore's cache (live-sdk.ts,
 * the worker) or for live-sdk.ts itself (live-worker-client.ts). `failed`: told when the promise rejects
 * before the stop (without it, the rejection is left unhandled, as it was). Imports nothing, so the page's
 * side of a worker can use it without Firestore.
 */
export function after<T>(ready: Promise<T>, start: (value: T) => () => void, failed?: (error: unknown) => void): () => void {
  let stop: (() => void) | undefined;
  let ended = false;
  const started = (value: T) => {
    if (!ended) stop = start(value);
  };
  if (failed) {
    ready.then(started, (error: unknown) => {
      if (!ended) failed(error);
    });
  } else void ready.then(started);
  return () => {
    ended = true;
    stop?.();
  };
}
