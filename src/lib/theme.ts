import { createSystem, defaultBaseConfig, defineConfig, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  checkboxSlotRecipe,
  fieldsetSlotRecipe,
  tableSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import { personAvatarCss } from './person-avatar';

/** Default colour palettes no screen uses (building every palette's tokens is most of Chakra's startup). */
const UNUSED_PALETTES = new Set(['teal', 'cyan', 'pink']);

function withoutUnusedPalettes<T extends object>(colors: T): T {
  return Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;
}

/** The site has no dark mode: each semantic token keeps only its light value. */
function lightOnly(node: unknown): unknown {
  if (!node || typeof node !== 'object') return node;
  if ('value' in node) {
    const { value } = node as { value: unknown };
    if (value && typeof value === 'object' && ('_light' in value || 'base' in value)) {
      const light = value as { _light?: unknown; base?: unknown };
      return { ...node, value: light._light ?? light.base };
    }
    return node;
  }
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, lightOnly(child)]));
}

/**
 * Chakra's default theme, trimmed (docs/decisions/0012-fast-first-visit.md):
 * only the recipes of the components the app uses (the default config ships
 * about 80, and importing it also builds Chakra's own, unused, default
 * system at startup), no unused colour palettes and no dark-mode values.
 * tests/unit/theme.test.ts fails when a component or a palette is used that
 * is not here (it would render unstyled).
 */
const base: SystemConfig = {
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: lightOnly({ ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) }) as typeof semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      checkbox: checkboxSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      table: tableSlotRecipe,
      card: cardSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      stat: statSlotRecipe,
      switch: switchSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
};

/** The semantic tokens a `colorPalette` reads: a shade of the palette (a number) or any colour. */
const paletteRoles = (
  palette: string,
  roles: Record<'solid' | 'contrast' | 'fg' | 'muted' | 'subtle' | 'emphasized' | 'focusRing', number | string>,
) =>
  Object.fromEntries(Object.entries(roles).map(([role, v]) => [role, { value: typeof v === 'number' ? `{colors.${palette}.${v}}` : v }]));

/** The society's colours: fairway green and trophy gold on warm white. */
const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg' },
    '.person-avatar': personAvatarCss,
    ':focus-visible': { outline: '3px solid', outlineColor: 'gold.500', outlineOffset: '2px' },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#eaf5ef' },
          100: { value: '#cfe8da' },
          200: { value: '#a3d2b8' },
          300: { value: '#6fb692' },
          400: { value: '#3f9a6e' },
          500: { value: '#2a7d55' },
          600: { value: '#1f5f3f' },
          700: { value: '#184c33' },
          800: { value: '#123a27' },
          900: { value: '#0b261a' },
          950: { value: '#06170f' },
        },
        gold: {
          50: { value: '#fdf8e7' },
          100: { value: '#f9edc2' },
          200: { value: '#f2db86' },
          300: { value: '#e9c64f' },
          400: { value: '#d9b03a' },
          500: { value: '#c9a227' },
          600: { value: '#a4821b' },
          700: { value: '#7d6315' },
          800: { value: '#57450f' },
          900: { value: '#362b09' },
          950: { value: '#1f1805' },
        },
      },
      fonts: {
        heading: { value: "'Georgia', 'Times New Roman', serif" },
        body: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
      },
    },
    recipes: {
      // A loaded skeleton's content fades in only after it has been a placeholder (kit/TextSkeleton.tsx): Chakra
      // fades every loaded skeleton in, so text a page arrived with would start transparent, its paint late.
      skeleton: {
        variants: {
          loading: {
            false: {
              // Important, as Chakra's own: the placeholder's animation (its variant's) stops.
              animation: 'none !important',
              '&[data-was-loading]': { animation: 'fade-in var(--fade-duration, 0.1s) ease-out !important' },
            },
          },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: paletteRoles('brand', { solid: 600, contrast: 'white', fg: 700, muted: 100, subtle: 50, emphasized: 200, focusRing: 500 }),
        gold: paletteRoles('gold', {
          solid: 500,
          contrast: '{colors.brand.950}',
          fg: 700,
          muted: 100,
          subtle: 50,
          emphasized: 200,
          focusRing: 500,
        }),
      },
    },
  },
});

/** The configs the system is built from (scripts/measure-system.ts builds it again to time it). */
export const systemConfigs = [defaultBaseConfig, base, config] as const;

/**
 * `createSystem` as the browser build edits it (build/chakra-startup.ts, decision 0033): `steps` builds the same
 * system in a few steps. Absent where Chakra runs unedited (the render function, the dev server, tests).
 */
type WithSteps = typeof createSystem & { steps?: (...configs: SystemConfig[]) => Generator<undefined, SystemContext, undefined> };

let built: SystemContext | undefined;

/**
 * The app's styling system, built on its first use. The browser's start-up builds it ahead, in steps
 * (`buildSystem`).
 */
export function appSystem(): SystemContext {
  return built ?? buildSystemNow();
}

function buildSystemNow(): SystemContext {
  const start = performance.now();
  built = createSystem(...systemConfigs);
  measure(start, performance.now() - start);
  return built;
}

/**
 * Builds the app's system before its first use, one step per task where the build allows it (issue 30, item 7):
 * `between` resolves in the next task. The system is the same as `createSystem`'s.
 */
export async function buildSystem(between: () => Promise<void>): Promise<void> {
  const steps = (createSystem as WithSteps).steps;
  if (built) return;
  if (!steps) {
    appSystem();
    return;
  }
  const run = steps(...systemConfigs);
  const start = performance.now();
  let time = 0;
  for (let n = 1; ; n++) {
    const from = performance.now();
    const step = run.next();
    const took = performance.now() - from;
    time += took;
    // Each step's time too (the bench prints them): the longest is what a task boundary cannot split.
    performance.measure(`createSystem step ${n}`, { start: from, duration: took });
    if (step.done) {
      built ??= step.value;
      break;
    }
    await between();
  }
  measure(start, time);
}

/**
 * The time the system took to build, in the page's performance timeline (Lighthouse's user timings, the bench):
 * it is the longest part of the app's start. Built in steps, it is their sum, from the first one's start.
 */
function measure(start: number, duration: number): void {
  performance.measure('createSystem', { start, duration });
}
