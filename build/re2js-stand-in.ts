/**
 * Stands in for `re2js` in the browser bundle (vite.config.ts). Firestore
 * imports it only to evaluate the regular expressions of Firestore Pipelines
 * (regex_match, regex_contains, like) on the client; the app runs no
 * pipelines, and re2js would add about 40 KB gzip to every page. Should a
 * pipeline ever use one, Firestore catches this error and logs a warning.
 */
export const RE2JS = {
  compile(): never {
    throw new Error('re2js is not bundled (see vite.config.ts): Firestore Pipelines regular expressions are unavailable');
  },
};
