/**
 * Chakra's token dictionary for the app's theme, built at build time (issue 30, items 5 and 7; decision 0031).
 *
 * `createSystem` spends about half of its first call building the token dictionary: about 525 tokens walked out of
 * the theme, each run through Chakra's middlewares (negative spacings, the virtual `colorPalette` tokens, pixel
 * values) and transforms (CSS variables, references). The result depends only on the theme, which the build knows.
 * So the build builds it with Chakra's own code, stores what cannot be derived again cheaply (`tokenSnapshot`), and
 * build/chakra-startup.ts puts that into the browser's copy of Chakra's `token-dictionary.js`, with
 * `restoreTokens` to rebuild the same tokens from it. The dictionary's views (by category, by CSS variable, the
 * palettes) are still built by Chakra's own `setupViews`.
 *
 * The snapshot is used only when its key (`snapshotKey`, a hash of the dictionary's inputs) matches the call's:
 * any other theme builds its dictionary as before. `snapshotKey` and `restoreTokens` are put into Chakra's module as
 * their source text, so they must stay self-contained plain functions (no imports, no helpers, no closures).
 * tests/unit/chakra-startup.test.ts builds the app's system both ways and compares them.
 */
import { isDeepStrictEqual } from 'node:util';
import { createSystem, type SystemConfig } from '@chakra-ui/react';

/** The inputs of Chakra's `createTokenDictionary`, as `createSystem` passes them. */
export interface TokenInputs {
  prefix?: string;
  tokens?: unknown;
  semanticTokens?: unknown;
  breakpoints?: unknown;
}

/** One token, with the fields that equal what `restoreTokens` derives from its path left out. */
export interface StoredToken {
  /** path */
  p: string[];
  /** value */
  v: unknown;
  /** originalValue, when it is not the value */
  o?: unknown;
  /** name, when it is not the path joined with dots */
  n?: string;
  /** extensions that differ from the derived ones */
  x?: Record<string, unknown>;
  /** derived extensions the token does not have */
  a?: string[];
}

export interface TokenSnapshot {
  key: string;
  tokens: StoredToken[];
  /** Names whose token is not the one registration order gives (index into tokens), or is absent (-1). */
  names: [string, number][];
}

/** The dictionary's state that `restoreTokens` fills: Chakra's own arrays, maps and formatter. */
interface Dictionary {
  allTokens: Token[];
  tokenMap: Map<string, Token>;
  formatCssVar: (path: string[], prefix: string) => unknown;
  prefix: string;
}

interface Token {
  value: unknown;
  originalValue: unknown;
  name: string;
  path: string[];
  extensions: Record<string, unknown>;
}

/** A hash of the dictionary's inputs (their JSON, FNV-1a), with the JSON's length. */
export function snapshotKey(inputs: TokenInputs): string {
  const text = JSON.stringify([inputs.prefix ?? '', inputs.tokens ?? {}, inputs.semanticTokens ?? {}, inputs.breakpoints ?? {}]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${text.length}:${(hash >>> 0).toString(36)}`;
}

/**
 * Fills an empty dictionary with the snapshot's tokens, as Chakra's registration, middlewares and transforms would
 * have left them. Self-contained: its source text runs inside Chakra's module (see the top of this file).
 */
export function restoreTokens(snapshot: TokenSnapshot, dictionary: Dictionary): void {
  const { allTokens, tokenMap, formatCssVar, prefix } = dictionary;
  for (const stored of snapshot.tokens) {
    const path = stored.p;
    const extensions: Record<string, unknown> = {
      condition: 'base',
      originalPath: path,
      category: path[0],
      prop: path.slice(1).join('.'),
      cssVar: formatCssVar(path, prefix),
    };
    if (stored.a) for (const key of stored.a) delete extensions[key];
    if (stored.x) Object.assign(extensions, stored.x);
    allTokens.push({
      value: stored.v,
      originalValue: 'o' in stored ? stored.o : stored.v,
      name: stored.n ?? path.join('.'),
      path,
      extensions,
    });
  }
  // Chakra's registerToken: a name's token is its base condition's, else the first registered.
  for (const token of allTokens) {
    if (token.extensions.condition === 'base' || !tokenMap.has(token.name)) tokenMap.set(token.name, token);
  }
  for (const [name, index] of snapshot.names) {
    const token = allTokens[index];
    if (token) tokenMap.set(name, token);
    else tokenMap.delete(name);
  }
}

/** What `comparableTokens` gives: a dictionary's tokens as JSON keeps them, and its name map by index. */
export interface ComparableTokens {
  tokens: { name: string }[];
  names: [string, number][];
}

/**
 * A dictionary's tokens in a form to compare: references by name, the name map by index (-1: a token not in the
 * list), as JSON keeps them. The build's check uses it, and the tests compare the browser's dictionary with it.
 */
export function comparableTokens(dictionary: Pick<Dictionary, 'allTokens' | 'tokenMap'>): ComparableTokens {
  const index = new Map(dictionary.allTokens.map((token, i) => [token, i]));
  return JSON.parse(
    JSON.stringify({
      tokens: dictionary.allTokens.map((token) => {
        const { references, ...extensions } = token.extensions;
        return { ...token, extensions, references: references ? Object.keys(references) : undefined };
      }),
      names: [...dictionary.tokenMap].map(([name, token]) => [name, index.get(token) ?? -1]),
    }),
  ) as ComparableTokens;
}

/**
 * The app's token dictionary, built by Chakra's own (unedited) code, as a snapshot for `restoreTokens`. Throws when
 * restoring it would not give the same tokens: a new version of Chakra that stores something else in a token.
 */
export function tokenSnapshot(configs: readonly SystemConfig[]): TokenSnapshot {
  const system = createSystem(...configs);
  const built = system.tokens as unknown as Dictionary;
  const theme = system._config.theme ?? {};
  const inputs: TokenInputs = {
    prefix: system._config.cssVarsPrefix ?? 'chakra',
    tokens: theme.tokens,
    semanticTokens: theme.semanticTokens,
    breakpoints: theme.breakpoints,
  };
  const restore = (snapshot: Omit<TokenSnapshot, 'key'>): Dictionary => {
    const dictionary: Dictionary = { allTokens: [], tokenMap: new Map(), formatCssVar: built.formatCssVar, prefix: built.prefix };
    restoreTokens({ key: '', ...snapshot }, dictionary);
    return dictionary;
  };
  const tokens = built.allTokens.map((token): StoredToken => {
    const stored: StoredToken = { p: token.path, v: token.value };
    // What restoring the path and value alone gives: store only what differs from it.
    const derived = restore({ tokens: [stored], names: [] }).allTokens[0]!;
    if (!isDeepStrictEqual(token.originalValue, derived.originalValue)) stored.o = token.originalValue;
    if (token.name !== derived.name) stored.n = token.name;
    // Chakra expands a token's references and then deletes them: a token that kept some is not stored, and the check
    // below fails the build.
    const differing = Object.entries(token.extensions).filter(
      ([key, value]) => key !== 'references' && !isDeepStrictEqual(value, derived.extensions[key]),
    );
    if (differing.length > 0) stored.x = Object.fromEntries(differing);
    const absent = Object.keys(derived.extensions).filter((key) => !(key in token.extensions));
    if (absent.length > 0) stored.a = absent;
    return stored;
  });
  // Names whose token is not the one registration order gives (restoring without exceptions), or that are gone.
  const inOrder = restore({ tokens, names: [] });
  const indexIn = (dictionary: Dictionary) => new Map(dictionary.allTokens.map((token, i) => [token, i]));
  const builtIndex = indexIn(built);
  const orderIndex = indexIn(inOrder);
  const names: [string, number][] = [];
  for (const [name, token] of built.tokenMap) {
    const index = builtIndex.get(token) ?? -1;
    const ordered = inOrder.tokenMap.get(name);
    if ((ordered && orderIndex.get(ordered)) !== index) names.push([name, index]);
  }
  for (const name of inOrder.tokenMap.keys()) if (!built.tokenMap.has(name)) names.push([name, -1]);
  const snapshot: TokenSnapshot = { key: snapshotKey(inputs), tokens, names };

  // The snapshot as the browser gets it (through JSON), restored, against Chakra's own dictionary.
  if (!isDeepStrictEqual(comparableTokens(restore(JSON.parse(JSON.stringify(snapshot)) as TokenSnapshot)), comparableTokens(built))) {
    throw new Error(
      "build/chakra-tokens.ts: the token snapshot does not restore Chakra's token dictionary (a new version of Chakra?): " +
        'check what its tokens hold now, or remove the snapshot edit from build/chakra-startup.ts.',
    );
  }
  return snapshot;
}
