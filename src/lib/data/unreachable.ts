/** The server could not be reached and the cache has nothing for this read ('unavailable' in the error catalogue). */
export class Unreachable extends Error {
  readonly code = 'unavailable';
  constructor() {
    super('Firestore could not be reached and nothing is cached for this read');
    this.name = 'Unreachable';
  }
}
