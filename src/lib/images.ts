/**
 * A stored image as `src` + `srcset` of its WebP variants
 * (src/lib/schemas/image-variants.ts): for the demo season's photos
 * (/images/...webp, made by the seed) and for uploads to Storage (a download
 * URL of a public folder: the variants share the original's token). Any other
 * URL is used as it is.
 */
import { IMAGE_WIDTHS, getsVariants, variantPath } from './schemas/image-variants';

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
}

const LOCAL = /^\/images\/[^?#]+\.webp$/;
/** A Storage download URL: .../v0/b/<bucket>/o/<encoded path>?alt=media&token=... */
const STORAGE = /^(https?:\/\/[^/]+\/v0\/b\/[^/]+\/o\/)([^?#]+)(\?[^#]*)?$/;

const MIME: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** The variant URL of `url` at `width`, or undefined when `url` has no variants. */
export function variantUrl(url: string, width: number): string | undefined {
  if (LOCAL.test(url)) return variantPath(url, width);
  const storage = STORAGE.exec(url);
  if (!storage) return undefined;
  const path = decodeURIComponent(storage[2]!);
  const extension = /\.([a-z]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';
  if (!getsVariants(path, MIME[extension])) return undefined;
  return `${storage[1]}${encodeURIComponent(variantPath(path, width))}${storage[3] ?? ''}`;
}

/** `src` and the `srcset` of its variants (none for a URL without variants). */
export function responsiveImage(url: string): ResponsiveImage {
  const variants = IMAGE_WIDTHS.map((width) => [variantUrl(url, width), width] as const);
  if (variants.some(([variant]) => variant === undefined)) return { src: url };
  return { src: url, srcSet: variants.map(([variant, width]) => `${variant} ${width}w`).join(', ') };
}

/**
 * A photo's attributes, for Chakra's Image: its variants (`srcSet`), the width it
 * shows at (`sizes`), its shape (`width` x `height`, so nothing moves while it
 * loads) and its text (decorative: ''); it covers its box, the box's full width.
 */
export function photo(url: string, { sizes, width, height, alt = '' }: { sizes: string; width: number; height: number; alt?: string }) {
  return {
    ...responsiveImage(url),
    sizes,
    alt,
    htmlWidth: String(width),
    htmlHeight: String(height),
    w: 'full',
    objectFit: 'cover',
  } as const;
}

/** A logo's attributes, for Chakra's Image: named for its owner ("Acme logo"), its shape, shown whole, loaded when near. */
export function logo(url: string, owner: string, { width, height }: { width: number; height: number }) {
  return {
    src: url,
    alt: `${owner} logo`,
    htmlWidth: String(width),
    htmlHeight: String(height),
    objectFit: 'contain',
    loading: 'lazy',
  } as const;
}
