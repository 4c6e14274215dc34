import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSystem, type SystemContext } from '@chakra-ui/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAKRA_ESM, editChakraModule, editedChakraCopy } from '../../build/chakra-startup';
import { comparableTokens, snapshotKey, tokenSnapshot, type TokenSnapshot } from '../../build/chakra-tokens';
import { withoutGlobalCss } from '@/lib/server-styles';
import { systemConfigs } from '@/lib/theme';

/**
 * build/chakra-startup.ts edits three modules of Chakra's styled system in the browser bundle. This builds the
 * app's system from Chakra's modules with those edits applied (a copy of the package's ESM build, under
 * node_modules so that its own imports resolve, holding the app's token snapshot as the build's does) and from
 * Chakra's own, and compares what they compute.
 */
const PACKAGE_ESM = resolve(CHAKRA_ESM);
const COPY = resolve(`node_modules/.cache/chakra-startup-test-${process.pid}/esm`);

let snapshot: TokenSnapshot;
let editedCreateSystem: typeof createSystem;
let edited: SystemContext;
let original: SystemContext;

beforeAll(async () => {
  snapshot = tokenSnapshot(systemConfigs);
  const editedModule = (await import(pathToFileURL(editedChakraCopy(COPY, snapshot)).href)) as { createSystem: typeof createSystem };
  editedCreateSystem = editedModule.createSystem;
  edited = editedCreateSystem(...systemConfigs);
  original = createSystem(...systemConfigs);
}, 30_000);

/** The system's token dictionary in a form to compare (references by name, the name map by index). */
const tokensOf = (system: SystemContext) => comparableTokens(system.tokens as unknown as Parameters<typeof comparableTokens>[0]);

/** A style with conditions, breakpoints and selectors. */
const WITH_CONDITIONS = {
  color: 'fg.muted',
  bg: { base: 'brand.50', md: 'gold.100' },
  px: ['2', '4'],
  _hover: { bg: 'brand.600', _disabled: { opacity: 0.5 } },
  '&[data-open]': { borderColor: 'border' },
  _focusVisible: { outline: '3px solid' },
};

/** Styles that go through every kind of token: conditions, negatives, fractions, palettes, colour mixes, references. */
const STYLES = [
  WITH_CONDITIONS,
  { mt: '-4', mx: '-0.5', w: '1/2', maxW: '4xl', h: 'dvh', rounded: 'l2', shadow: 'md', fontSize: 'sm', zIndex: 'overlay' },
  { colorPalette: 'red', bg: 'colorPalette.solid', color: 'colorPalette.contrast', borderColor: 'colorPalette.muted' },
  { bg: 'brand.600/50', color: 'gold.500/30', borderColor: 'whiteAlpha.400', textStyle: 'sm', layerStyle: 'fill.subtle' },
  { animationStyle: 'slide-fade-in', animationDuration: 'moderate', ease: 'in-out', blur: 'sm', aspectRatio: 'wide' },
];

afterAll(() => rmSync(resolve(COPY, '..'), { recursive: true, force: true }));

describe("Chakra's styled system, edited for start-up (build/chakra-startup.ts)", () => {
  it('builds the system in steps (createSystem.steps), the same system as in one call', () => {
    type Steps = (...configs: typeof systemConfigs) => Generator<undefined, SystemContext, undefined>;
    const steps = (editedCreateSystem as typeof createSystem & { steps?: Steps }).steps;
    expect(steps).toBeTypeOf('function');
    expect((createSystem as typeof createSystem & { steps?: Steps }).steps).toBeUndefined();
    const run = steps!(...systemConfigs);
    let pauses = 0;
    let step = run.next();
    for (; !step.done; step = run.next()) pauses += 1;
    const inSteps = step.value;
    // After the configs merged, after the token dictionary, after the utilities.
    expect(pauses).toBe(3);
    expect(tokensOf(inSteps)).toEqual(tokensOf(original));
    for (const style of STYLES) expect(inSteps.css(style)).toEqual(original.css(style));
    expect(inSteps._global).toEqual(original._global);
    expect([...inSteps.properties]).toEqual([...original.properties]);
  });

  it('builds the global CSS on first read, not when the system is created', () => {
    const descriptor = Object.getOwnPropertyDescriptor(edited, '_global');
    expect(descriptor?.get).toBeTypeOf('function');
    expect(Object.getOwnPropertyDescriptor(original, '_global')?.get).toBeUndefined();
  });

  it('computes the same global CSS: the reset, the global styles and every token variable', () => {
    expect(edited._global).toEqual(original._global);
    expect(edited._global).toBe(edited._global); // built once
    const tokens = JSON.stringify(edited._global[2]);
    expect(tokens).toContain('--chakra-colors-brand-600');
  });

  it('answers every condition as before, and resolves styles with conditions alike', () => {
    const keys = [...original.conditions.keys(), 'base', 'color', '_unknown', '@media print', '&:hover', 'sm', 'md'];
    expect(keys.map((key) => edited.conditions.has(key))).toEqual(keys.map((key) => original.conditions.has(key)));
    expect(keys.filter((key) => edited.conditions.has(key)).length).toBeGreaterThan(50);
    expect(edited.css(WITH_CONDITIONS)).toEqual(original.css(WITH_CONDITIONS));
  });

  it("restores the app's token dictionary from the build's snapshot, the same tokens Chakra builds", () => {
    expect((edited.tokens as { restored?: boolean }).restored).toBe(true);
    expect((original.tokens as { restored?: boolean }).restored).toBeUndefined();
    const restored = tokensOf(edited);
    expect(restored.tokens.length).toBeGreaterThan(500);
    expect(restored).toEqual(tokensOf(original));
    for (const { name } of restored.tokens) {
      expect([edited.token(name), edited.token.var(name)], name).toEqual([original.token(name), original.token.var(name)]);
    }
    for (const style of STYLES) expect(edited.css(style)).toEqual(original.css(style));
    expect(edited.getTokenCss()).toEqual(original.getTokenCss());
    expect(edited.tokens.colorPaletteMap).toEqual(original.tokens.colorPaletteMap);
    expect(edited.query.tokens.list('colors')).toEqual(original.query.tokens.list('colors'));
  });

  it('builds the dictionary of any other theme as Chakra does, and again the same from the snapshot', () => {
    const other = [...systemConfigs, { theme: { tokens: { colors: { fairway: { 500: { value: '#0f0' } } } } } }] as const;
    const otherEdited = editedCreateSystem(...other);
    expect((otherEdited.tokens as { restored?: boolean }).restored).toBeUndefined();
    expect(tokensOf(otherEdited)).toEqual(tokensOf(createSystem(...other)));
    expect(otherEdited.token('colors.fairway.500')).toBe('#0f0');
    // A second system of the app's theme: the snapshot is read, never consumed or changed.
    const again = editedCreateSystem(...systemConfigs);
    expect((again.tokens as { restored?: boolean }).restored).toBe(true);
    expect(tokensOf(again)).toEqual(tokensOf(original));
    expect(again.tokens.allTokens[0]).not.toBe(edited.tokens.allTokens[0]);
  });

  it("keys the snapshot by the dictionary's inputs: any change to them is another key", () => {
    const inputs = { prefix: 'chakra', tokens: { colors: { a: { value: '#000' } } }, semanticTokens: {}, breakpoints: { sm: '30em' } };
    expect(snapshotKey(structuredClone(inputs))).toBe(snapshotKey(inputs));
    expect(snapshotKey({ ...inputs, prefix: 'ck' })).not.toBe(snapshotKey(inputs));
    expect(snapshotKey({ ...inputs, tokens: { colors: { a: { value: '#001' } } } })).not.toBe(snapshotKey(inputs));
    expect(snapshotKey({ ...inputs, breakpoints: { sm: '31em' } })).not.toBe(snapshotKey(inputs));
    // Only what cannot be derived from a token's path is stored.
    expect(JSON.stringify(snapshot).length).toBeLessThan(JSON.stringify(tokensOf(original)).length / 2);
  });

  it('fails the build when a text to edit is not found exactly once (an upgraded Chakra)', () => {
    const id = join(PACKAGE_ESM, 'styled-system/system.js');
    expect(() => editChakraModule(id, 'export function createSystem() {}')).toThrow(/exactly once.*found it 0 times/);
    expect(editChakraModule(join(PACKAGE_ESM, 'styled-system/css.js'), 'const a = 1;')).toBeNull();
    expect(editChakraModule('/src/lib/styled-system/system.js', 'const a = 1;')).toBeNull();
  });
});

describe('withoutGlobalCss', () => {
  it('leaves the global CSS unbuilt: the copy reads no `_global`', () => {
    const system = Object.defineProperties({} as SystemContext, {
      ...Object.getOwnPropertyDescriptors(original),
      _global: {
        enumerable: true,
        get() {
          throw new Error('built');
        },
      },
    });
    const copy = withoutGlobalCss(system);
    expect(copy._global).toEqual([]);
    expect(copy.layers.atRule).toBe('');
    expect(copy.css).toBe(original.css);
    expect(copy.token('colors.brand.600')).toBe(original.token('colors.brand.600'));
  });
});
