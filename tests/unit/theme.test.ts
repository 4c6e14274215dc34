import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { appSystem, buildSystem, systemConfigs } from '@/lib/theme';

const system = appSystem();

/**
 * src/lib/theme.ts keeps only the Chakra recipes and colour palettes the app
 * uses (docs/decisions/0012-fast-first-visit.md). A component or palette used
 * without being kept there renders unstyled: these tests name it.
 */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const files = sources('src').map((path) => ({ path, text: readFileSync(path, 'utf8') }));

/** Components whose recipe is not named after them. */
const RECIPE_OF: Record<string, string> = {
  IconButton: 'button',
  CloseButton: 'button',
  SkeletonText: 'skeleton',
  SkeletonCircle: 'skeleton',
  Toaster: 'toast',
};

function chakraImports(): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const { path, text } of files) {
    for (const [, names = ''] of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const raw of names.split(',')) {
        const name = raw
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]
          ?.trim();
        if (name) used.set(name, [...(used.get(name) ?? []), path]);
      }
    }
  }
  return used;
}

describe("the app's system (appSystem, buildSystem)", () => {
  it('is built once, and buildSystem builds it at once where Chakra has no steps (unedited, as here)', async () => {
    let tasks = 0;
    await buildSystem(async () => {
      tasks += 1;
    });
    expect(tasks).toBe(0);
    expect(appSystem()).toBe(system);
    expect(performance.getEntriesByName('createSystem', 'measure')).toHaveLength(1);
  });
});

describe('the trimmed Chakra theme', () => {
  it('has the recipe of every Chakra component the app imports', () => {
    const missing: string[] = [];
    for (const [name, paths] of chakraImports()) {
      const key = RECIPE_OF[name] ?? name.charAt(0).toLowerCase() + name.slice(1);
      const isDefaultRecipe = key in recipes || key in slotRecipes;
      if (isDefaultRecipe && !system.isRecipe(key) && !system.isSlotRecipe(key)) {
        missing.push(`${name} (recipe "${key}", used in ${paths.join(', ')})`);
      }
    }
    expect(missing, 'add these recipes to src/lib/theme.ts').toEqual([]);
  });

  it('has every colour palette and colour token the app names', () => {
    const names = new Set<string>();
    for (const { text } of files) {
      for (const [, palette = ''] of text.matchAll(/colorPalette[=:]\s*\{?\s*['"]([a-z]+)['"]/g)) names.add(`${palette}.solid`);
      for (const [, token = ''] of text.matchAll(/['"]([a-z]+\.(?:\d{2,3}|solid|contrast|fg|muted|subtle|emphasized|focusRing))['"]/g)) {
        names.add(token);
      }
    }
    const missing = [...names].filter((name) => !system.tokens.getByName(`colors.${name}`));
    expect(names.size).toBeGreaterThan(0);
    expect(missing, 'these colours were trimmed from src/lib/theme.ts').toEqual([]);
  });

  it('keeps no recipe and no colour palette the app does not use', () => {
    const usedRecipes = new Set([...chakraImports().keys()].map((name) => RECIPE_OF[name] ?? name.charAt(0).toLowerCase() + name.slice(1)));
    const [, base] = systemConfigs;
    const kept = [...Object.keys(base.theme?.recipes ?? {}), ...Object.keys(base.theme?.slotRecipes ?? {})];
    expect(kept.length).toBeGreaterThan(0);
    expect(
      kept.filter((key) => !usedRecipes.has(key)),
      'remove these recipes from src/lib/theme.ts',
    ).toEqual([]);
    // A palette is used when a screen names it, or when a kept recipe does (alert and toast statuses).
    const text = files.map((f) => f.text).join('\n');
    const recipesText = JSON.stringify(base.theme?.recipes) + JSON.stringify(base.theme?.slotRecipes);
    const colors = (base.theme?.tokens?.colors ?? {}) as Record<string, Record<string, unknown>>;
    const palettes = Object.keys(colors).filter((name) => '50' in (colors[name] ?? {}));
    const unused = palettes.filter(
      (palette) => !new RegExp(`['"]${palette}(\\.|['"])`).test(text) && !new RegExp(`"${palette}"`).test(recipesText),
    );
    expect(palettes.length).toBeGreaterThan(0);
    expect(unused, 'remove these palettes from src/lib/theme.ts').toEqual([]);
  });

  it('notices a component used without its recipe', () => {
    expect(system.isSlotRecipe('card')).toBe(true);
    expect(system.isSlotRecipe('colorPicker')).toBe(false);
    expect('colorPicker' in slotRecipes).toBe(true);
  });
});
