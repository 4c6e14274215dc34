/**
 * Image variants of every upload to a public folder (issue 19): when an image
 * lands in hero-images/, news-images/ or team-logos/, WebP copies at a few
 * widths are written next to it (`name@480w.webp`, ...), with the original's
 * download token, so the page can turn the stored download URL into a `srcset`
 * without another read (src/lib/images.ts).
 */
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { getsVariants, variantPath } from '@/lib/schemas/image-variants';
import { storage } from '../shared/runtime';
import { makeVariants } from './variants';

export const imageVariants = onObjectFinalized({ memory: '1GiB', timeoutSeconds: 120 }, async (event) => {
  const { name, bucket, contentType, metadata } = event.data;
  if (!getsVariants(name, contentType)) return;
  const files = storage.bucket(bucket);
  const [original] = await files.file(name).download();
  const token = metadata?.firebaseStorageDownloadTokens?.split(',')[0];
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
});
