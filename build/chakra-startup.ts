/**
 * Four edits to Chakra's styled system in the browser bundle (vite.config.ts; issue 30, item 7; decisions 0026,
 * "The system's global CSS built on first use", 0031 and 0033). None changes what the system computes, only
 * when or how:
 *
 * - `createSystem` is one call that no task boundary splits. The edit turns its body into a generator,
 *   `createSystem.steps`, that pauses after the configs are merged, after the token dictionary and after the
 *   utilities; `createSystem` runs the steps at once, as before. The browser's start-up runs one step per task
 *   (`buildSystem` in src/lib/theme.ts).
 * - `createSystem` builds its global CSS (the reset, the global styles and one CSS variable per token) before it
 *   returns, for `ChakraProvider` to insert. It is more than half of the call, the longest task of a first
 *   visit, and a server-rendered page never uses it: its style tags hold that CSS already, so the app hands
 *   Chakra a system without it (`withoutGlobalCss`). The edit builds it on first read of `system._global`.
 * - `conditions.has(key)` lists every condition's name again (`Object.keys`) on each call, which the style
 *   engine makes for every path of every style it resolves. The edit lists them once, in a Set.
 * - `createTokenDictionary` builds about 525 tokens out of the theme, about half of the call. The build has built
 *   them already, for the app's theme (build/chakra-tokens.ts, decision 0031): the edit puts that snapshot into the
 *   module, and a dictionary whose inputs match its key is restored from it instead of built. Any other theme is
 *   built as before.
 *
 * Each edit is an exact text replacement that must match exactly once: after an upgrade of Chakra that changes
 * these lines, the build fails here instead of shipping unedited code unnoticed. tests/unit/chakra-startup.test.ts
 * builds the system from the edited modules and from Chakra's own and compares them.
 */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { restoreTokens, snapshotKey, type TokenSnapshot } from './chakra-tokens';

interface Edit {
  /** The end of the module's path inside the package. */
  module: string;
  from: string;
  /** The new text; a function when it holds the app's token snapshot (null: none, every dictionary is built). */
  to: string | ((snapshot: TokenSnapshot | null) => string);
}

/** The original registration and build of a token dictionary, kept for any theme the snapshot is not for. */
const BUILD_TOKENS =
  '  registerTokens();\n  registerTransform(...tokenTransforms);\n  registerMiddleware(...tokenMiddlewares);\n  build();\n';

/** What the last edit adds to `system.js`: the synchronous `createSystem`, running the steps at once, and `steps`. */
const CREATE_SYSTEM =
  'function createSystem(...configs) {\n' +
  '  const steps = createSystemSteps(...configs);\n' +
  '  for (;;) {\n' +
  '    const step = steps.next();\n' +
  '    if (step.done) return step.value;\n' +
  '  }\n' +
  '}\n' +
  'createSystem.steps = createSystemSteps;\n';

export const CHAKRA_STARTUP_EDITS: readonly Edit[] = [
  // createSystem in steps: a generator that yields between its longest parts (the configs merged, the token
  // dictionary, the utilities), so that the browser's start-up can run each in a task of its own.
  {
    module: 'styled-system/system.js',
    from: 'function createSystem(...configs) {\n  const config = mergeConfigs(...configs);\n',
    to: 'function* createSystemSteps(...configs) {\n  const config = mergeConfigs(...configs);\n  yield;\n',
  },
  {
    module: 'styled-system/system.js',
    from: '    prefix: cssVarsPrefix\n  });\n',
    to: '    prefix: cssVarsPrefix\n  });\n  yield;\n',
  },
  {
    module: 'styled-system/system.js',
    from: '    config: utilities,\n    tokens\n  });\n',
    to: '    config: utilities,\n    tokens\n  });\n  yield;\n',
  },
  {
    module: 'styled-system/system.js',
    from: 'export { createSystem, isValidSystem };',
    to: `${CREATE_SYSTEM}export { createSystem, isValidSystem };`,
  },
  {
    module: 'styled-system/system.js',
    from: '  const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];\n',
    to: '  let _global;\n',
  },
  {
    module: 'styled-system/system.js',
    from: '    _global,\n',
    to: '    get _global() {\n      return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n    },\n',
  },
  {
    module: 'styled-system/conditions.js',
    from: '    return keys().includes(key) || SPECIAL_KEY_REGEX.test(key) || key.startsWith("_");\n',
    to: '    return names.has(key) || SPECIAL_KEY_REGEX.test(key) || key.startsWith("_");\n',
  },
  {
    module: 'styled-system/conditions.js',
    from: '  function keys() {\n',
    to: '  const names = new Set(Object.keys(values));\n  function keys() {\n',
  },
  {
    module: 'styled-system/token-dictionary.js',
    from: 'const isToken = (value) => {\n',
    // The snapshot as a JSON string (JSON.parse is faster than the same object literal); the two functions by their
    // source text, self-contained (build/chakra-tokens.ts).
    to: (snapshot) =>
      `const TOKEN_SNAPSHOT = ${snapshot ? `JSON.parse(${JSON.stringify(JSON.stringify(snapshot))})` : 'null'};\n` +
      `const snapshotKey = ${snapshotKey.toString()};\n` +
      `const restoreTokens = ${restoreTokens.toString()};\n` +
      'const isToken = (value) => {\n',
  },
  {
    module: 'styled-system/token-dictionary.js',
    from: BUILD_TOKENS,
    to:
      '  if (TOKEN_SNAPSHOT && TOKEN_SNAPSHOT.key === snapshotKey({ prefix, tokens, semanticTokens, breakpoints })) {\n' +
      '    restoreTokens(TOKEN_SNAPSHOT, { allTokens, tokenMap: tokenNameMap, formatCssVar, prefix });\n' +
      '    setupViews();\n' +
      '    dictionary.restored = true;\n' +
      '  } else {\n' +
      `  ${BUILD_TOKENS.trimEnd().replaceAll('\n', '\n  ')}\n` +
      '  }\n',
  },
];

/** The package's ESM build, from the project's root. */
export const CHAKRA_ESM = 'node_modules/@chakra-ui/react/dist/esm';

/** Where the package's ESM modules are, in a module id with forward slashes. */
const PACKAGE = '/@chakra-ui/react/dist/esm/';

/**
 * The module's code with its edits, or null for a module without any. Throws when an edit does not match exactly
 * once. `snapshot`: the app's token dictionary (build/chakra-tokens.ts), or null to build every dictionary.
 */
export function editChakraModule(id: string, code: string, snapshot: TokenSnapshot | null = null): string | null {
  const path = id.split('?')[0]!.replaceAll('\\', '/');
  if (!path.includes(PACKAGE)) return null;
  const edits = CHAKRA_STARTUP_EDITS.filter((edit) => path.endsWith(`${PACKAGE}${edit.module}`));
  if (edits.length === 0) return null;
  let edited = code;
  for (const edit of edits) {
    const count = edited.split(edit.from).length - 1;
    if (count !== 1) {
      throw new Error(
        `build/chakra-startup.ts: expected the text to edit exactly once in @chakra-ui/react's ${edit.module}, found it ${count} times ` +
          '(a new version of Chakra?): check the edit against the new code, or remove it.\n' +
          edit.from,
      );
    }
    const to = typeof edit.to === 'string' ? edit.to : edit.to(snapshot);
    edited = edited.replace(edit.from, () => to);
  }
  return edited;
}

/**
 * A copy of Chakra's ESM build with the edits applied, made in `dir` (under node_modules, so that the copy's own
 * imports resolve): what the browser bundle runs, for Node (tests/unit/chakra-startup.test.ts,
 * scripts/measure-system.ts). Returns the path of the copy's `styled-system/system.js`.
 */
export function editedChakraCopy(dir: string, snapshot: TokenSnapshot | null = null): string {
  const esm = resolve(CHAKRA_ESM);
  mkdirSync(dir, { recursive: true });
  cpSync(esm, dir, { recursive: true });
  for (const module of new Set(CHAKRA_STARTUP_EDITS.map((edit) => edit.module))) {
    const code = editChakraModule(join(esm, module), readFileSync(join(esm, module), 'utf8'), snapshot);
    if (code === null) throw new Error(`build/chakra-startup.ts: no edit applies to ${module}`);
    writeFileSync(join(dir, module), code);
  }
  return join(dir, 'styled-system/system.js');
}

/** The edits, as a plugin of the browser build; `snapshot`: the app's token dictionary (`tokenSnapshot`). */
export function chakraStartup(snapshot: TokenSnapshot | null): Plugin {
  return {
    name: 'clubhouse:chakra-startup',
    enforce: 'pre',
    transform(code, id) {
      const edited = editChakraModule(id, code, snapshot);
      return edited === null ? null : { code: edited, map: null };
    },
  };
}
