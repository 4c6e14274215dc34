import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSystem, type SystemContext } from '@chakra-ui/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAKRA_ESM, editChakraModule, editedChakraCopy } from '../../build/chakra-startup';
import { withoutGlobalCss } from '@/lib/server-styles';
import { systemConfigs } from '@/lib/theme';

/**
 * build/chakra-startup.ts edits two modules of Chakra's styled system in the browser bundle. This builds the
 * app's system from Chakra's modules with those edits applied (a copy of the package's ESM build, under
 * node_modules so that its own imports resolve) and from Chakra's own, and compares what they compute.
 */
const PACKAGE_ESM = resolve(CHAKRA_ESM);
const COPY = resolve(`node_modules/.cache/chakra-startup-test-${process.pid}/esm`);

let edited: SystemContext;
let original: SystemContext;

beforeAll(async () => {
  const editedModule = (await import(pathToFileURL(editedChakraCopy(COPY)).href)) as { createSystem: typeof createSystem };
  edited = editedModule.createSystem(...systemConfigs);
  original = createSystem(...systemConfigs);
}, 30_000);

afterAll(() => rmSync(resolve(COPY, '..'), { recursive: true, force: true }));

describe("Chakra's styled system, edited for start-up (build/chakra-startup.ts)", () => {
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
    const style = {
      color: 'fg.muted',
      bg: { base: 'brand.50', md: 'gold.100' },
      px: ['2', '4'],
      _hover: { bg: 'brand.600', _disabled: { opacity: 0.5 } },
      '&[data-open]': { borderColor: 'border' },
      _focusVisible: { outline: '3px solid' },
    };
    expect(edited.css(style)).toEqual(original.css(style));
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
