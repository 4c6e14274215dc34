import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/** The society's colours: fairway green and trophy gold on warm white. */
const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg' },
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
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        gold: {
          solid: { value: '{colors.gold.500}' },
          contrast: { value: '{colors.brand.950}' },
          fg: { value: '{colors.gold.700}' },
          muted: { value: '{colors.gold.100}' },
          subtle: { value: '{colors.gold.50}' },
          emphasized: { value: '{colors.gold.200}' },
          focusRing: { value: '{colors.gold.500}' },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
