/**
 * Finding a member by what an admin types (issue 31): the words a profile can
 * be found by, kept on the profile by the functions as `searchTerms` (every
 * prefix of the name from each of its words on, and of the email, lower case),
 * and the one term a search asks for. A search is then one
 * `array-contains` query, paged like any list, instead of every profile
 * downloaded and filtered in the browser. Pure: the functions and the client
 * both use it.
 */

/** Prefixes longer than this are not stored; a longer search asks for the whole name or email. */
export const TERM_PREFIX_MAX = 24;

/** The name or email as compared: lower case, spaces trimmed and single. */
export function normalise(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

function prefixes(word: string): string[] {
  const out: string[] = [];
  for (let n = 1; n <= Math.min(word.length, TERM_PREFIX_MAX); n++) out.push(word.slice(0, n));
  return out;
}

/**
 * The terms a profile is found by, sorted: each prefix (up to TERM_PREFIX_MAX
 * characters) of the name from each of its words on, and of the email, plus
 * the whole name and the whole email.
 */
export function searchTerms(profile: { fullName?: string | null; email?: string | null }): string[] {
  const name = normalise(profile.fullName ?? '');
  const email = normalise(profile.email ?? '');
  const terms = new Set<string>();
  // From each word to the end of the name: "al m" finds Aisha Al Mansoori as "mans" and "aisha al" do.
  const words = name.split(' ');
  words.forEach((_, i) => prefixes(words.slice(i).join(' ')).forEach((t) => terms.add(t)));
  prefixes(email).forEach((t) => terms.add(t));
  for (const whole of [name, email]) if (whole) terms.add(whole);
  terms.delete('');
  return [...terms].sort();
}

/** The term a search asks for (what searchTerms holds for a match), or null for no search. Past TERM_PREFIX_MAX characters only a whole name or email matches. */
export function searchTerm(typed: string): string | null {
  const term = normalise(typed);
  return term === '' ? null : term;
}

/** Two term lists are the same (the functions write only when they differ). */
export function sameTerms(a: readonly string[] | undefined, b: readonly string[]): boolean {
  return a !== undefined && a.length === b.length && a.every((t, i) => t === b[i]);
}
