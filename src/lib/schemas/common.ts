import { z } from 'zod';

/** Text with a length window, trimmed, with messages in the spec's style. */
export function text(label: string, min: number, max: number) {
  const base = z.string().trim().max(max, `${label} must be at most ${max} characters`);
  return min > 0 ? base.min(min, `${label} is required`) : base;
}

/** An http(s) URL, a site-relative path (shipped images), or empty. */
export const imageUrl = z
  .string()
  .trim()
  .max(2048, 'URL is too long')
  .refine((v) => v === '' || /^(https?:\/\/|\/)[^\s<>"]*$/.test(v), 'Must be a valid URL or empty');

export const IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export function isAllowedImage(file: { type: string; size: number }): boolean {
  return (IMAGE_TYPES as readonly string[]).includes(file.type) && file.size < MAX_IMAGE_BYTES;
}
