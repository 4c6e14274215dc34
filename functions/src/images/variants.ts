/**
 * The one core that makes an image's variants (src/lib/schemas/image-variants.ts):
 * WebP at each width, never enlarged. The Storage trigger (./handlers.ts) and
 * the seed (scripts/seed/image-variants.ts) both call it.
 */
import { IMAGE_WIDTHS } from '../../../src/lib/schemas/image-variants';

export interface Variant {
  width: number;
  /** The file's real width (smaller than `width` when the original is narrower). */
  actualWidth: number;
  height: number;
  data: Buffer;
}

/** WebP quality: photos at phone sizes look the same as at 80, at about a third less. */
const QUALITY = 72;

export async function makeVariants(original: Buffer, widths: readonly number[] = IMAGE_WIDTHS): Promise<Variant[]> {
  // Loaded here: the other functions share this bundle and never need it at start.
  const { default: sharp } = await import('sharp');
  // One decode, rotated upright once (EXIF), then one resize per width.
  const upright = sharp(original, { failOn: 'error' }).rotate();
  return Promise.all(
    widths.map(async (width) => {
      const { data, info } = await upright
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: QUALITY, effort: 4 })
        .toBuffer({ resolveWithObject: true });
      return { width, actualWidth: info.width, height: info.height, data };
    }),
  );
}
