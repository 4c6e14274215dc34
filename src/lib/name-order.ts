/**
 * Names in alphabetical order, the same on the server and in the browser, without ICU (decision 0034).
 *
 * `localeCompare`'s first call builds ICU's collator: 11-18 ms of one task in this machine's Chromium, which
 * /teams, /par3-league and the standings spent while they hydrated. Names are compared as a reader expects:
 * first without case or accents ("Émile" between "Emil" and "Emma", "de Villiers" beside "Dean"), then with
 * accents (unaccented first), then as written, so that the order is total and the same everywhere.
 */

/** Combining accents, after NFD has split them from their letters. */
const ACCENTS = /[\u0300-\u036f]/g;
/** Printable ASCII needs no normalising: the common case, kept off `normalize`. */
const PLAIN = /^[\x20-\x7e]*$/;

interface Keys {
  /** Without case or accents. */
  primary: string;
  /** Without case, with accents (decomposed: an accent sorts after its letter's unaccented twin). */
  secondary: string;
}

const known = new Map<string, Keys>();
/** Names are bounded by the membership; a long-lived server forgets them all past this. */
const KNOWN_MAX = 10_000;

function keysOf(name: string): Keys {
  let keys = known.get(name);
  if (keys) return keys;
  const secondary = (PLAIN.test(name) ? name : name.normalize('NFD')).toLowerCase();
  keys = { primary: secondary.replace(ACCENTS, ''), secondary };
  if (known.size >= KNOWN_MAX) known.clear();
  known.set(name, keys);
  return keys;
}

const order = (a: string, b: string) => (a === b ? 0 : a < b ? -1 : 1);

/** Negative when `a` comes before `b` in a list of names, positive after, 0 only for the same name. */
export function compareNames(a: string, b: string): number {
  if (a === b) return 0;
  const x = keysOf(a);
  const y = keysOf(b);
  return order(x.primary, y.primary) || order(x.secondary, y.secondary) || order(a, b);
}
