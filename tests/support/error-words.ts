/**
 * Tables of (error code, the words users see) for the unit tests of the
 * screens' error wording: one test a row, each row's words written out.
 */
import { expect, it } from 'vitest';

/** An error as the SDKs throw it: a message and a `code` (`functions/not-found`, `auth/…`, or bare). */
export const errorWithCode = (code: string) => Object.assign(new Error(code), { code });

/** One test a row: `wordsFor(code)` must give exactly the row's words. */
export function itMapsEachCode(table: [code: string, words: string][], wordsFor: (code: string) => string): void {
  it.each(table)('maps %s to "%s"', (code, words) => {
    expect(wordsFor(code)).toBe(words);
  });
}
