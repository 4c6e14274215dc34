/**
 * The one core that makes an image's variants (src/lib/schemas/image-variants.ts):
 * WebP at each width, never enlarged. The Storage trigger (./handlers.ts) and
 * the seed (scripts/seed/image-variants.ts) both call it.
 */
import type { Bucket } from '@google-cloud/storage';
import { IMAGE_WIDTHS, VARIANT_FOLDERS, getsVariants, variantPath } from '../../../src/lib/schemas/image-variants';

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

/**
 * Writes the variants of the stored image `name` next to it, with the
 * original's download token (`tokens`: its metadata's comma-separated list),
 * so its download URL turns into a srcset (src/lib/images.ts). Used by the
 * Storage trigger and by `npm run images:backfill` for uploads made before it.
 */
export async function writeVariants(files: Bucket, name: string, tokens: string | undefined): Promise<void> {
  const [original] = await files.file(name).download();
  const token = tokens?.split(',')[0];
  const variants = await makeVariants(original);
  await Promise.all(
    variants.map((variant) =>
      files.file(variantPath(name, variant.width)).save(variant.data, {
        resumable: false,
        contentType: 'image/webp',
        metadata: {
          cacheControl: 'public,max-age=31536000',
          metadata: { ...(token ? { firebaseStorageDownloadTokens: token } : {}), variantOf: name },
        },
      }),
    ),
  );
}

/**
 * Makes the variants an upload lacks: every image in the variant folders
 * (uploaded before the trigger existed) whose widest variant is missing.
 * Returns the images it made variants for. Safe to run again.
 */
export async function backfillVariants(files: Bucket): Promise<string[]> {
  const done: string[] = [];
  for (const folder of VARIANT_FOLDERS) {
    const [stored] = await files.getFiles({ prefix: `${folder}/` });
    for (const file of stored) {
      if (!getsVariants(file.name, file.metadata.contentType)) continue;
      const [exists] = await files.file(variantPath(file.name, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!)).exists();
      if (exists) continue;
      const tokens = file.metadata.metadata?.firebaseStorageDownloadTokens;
      await writeVariants(files, file.name, typeof tokens === 'string' ? tokens : undefined);
      done.push(file.name);
    }
  }
  return done;
}
