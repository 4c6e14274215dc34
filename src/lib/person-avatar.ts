/**
 * The look of a person's avatar (components/kit/PersonAvatar.tsx), written once: its sizes, and the one
 * global rule that styles every avatar (src/lib/theme.ts puts it in the global CSS, decision 0029).
 */
import type { SystemStyleObject } from '@chakra-ui/react';

/** Sizes as Chakra's avatar has them: the box (a size token) and its letters. */
export const AVATAR_SIZES = {
  xs: { box: '8', px: 32, fontSize: 'xs' },
  sm: { box: '9', px: 36, fontSize: 'sm' },
  md: { box: '10', px: 40, fontSize: 'md' },
} as const;

export type AvatarSize = keyof typeof AVATAR_SIZES;

/** The avatars' one rule: Chakra's subtle, round avatar, in the avatar's palette (`data-palette`) and size (`data-size`). */
export const personAvatarCss: SystemStyleObject = {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: '0',
  verticalAlign: 'top',
  overflow: 'hidden',
  borderRadius: 'full',
  userSelect: 'none',
  lineHeight: '1',
  fontWeight: 'medium',
  textTransform: 'uppercase',
  colorPalette: 'gray',
  bg: 'colorPalette.muted',
  color: 'colorPalette.fg',
  ...Object.fromEntries(
    Object.entries(AVATAR_SIZES).map(([size, { box, fontSize }]) => [`&[data-size=${size}]`, { boxSize: box, fontSize }]),
  ),
  '&[data-palette=brand]': { colorPalette: 'brand' },
  '& img': { position: 'absolute', inset: '0', width: 'full', height: 'full', objectFit: 'cover' },
};
