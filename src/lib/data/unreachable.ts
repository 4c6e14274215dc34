/** The server could not be reached and the cache has nothing for this read ('unavailable' in the error catalogue). */
export class Unreachable extends Error {
  readonly code = 'unavailable';
  constructor() {
    super('Firestore could not be reached and nothing is cached for this read');
    this.name = 'Unreachable';
  }
}

/**
 * How long an answer that only the cache could give, and that is empty (no
 * documents, or no such document), waits for the server before it counts as a
 * failed read. Firestore raises such an answer when it cannot reach the server
 * and has nothing cached for the read: that is not "nothing there". Pages seen
 * before still open offline, from their cached documents.
 */
export const CACHE_ONLY_GRACE_MS = 4000;
