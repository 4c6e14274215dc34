/**
 * Image variants of every upload to a public folder (issue 19): when an image
 * lands in hero-images/, news-images/ or team-logos/, WebP copies at a few
 * widths are written next to it (`name@480w.webp`, ...), with the original's
 * download token, so the page can turn the stored download URL into a `srcset`
 * without another read (src/lib/images.ts).
 */
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { getsVariants } from '@/lib/schemas/image-variants';
import { storage } from '../shared/runtime';
import { writeVariants } from './variants';

export const imageVariants = onObjectFinalized({ memory: '1GiB', timeoutSeconds: 120 }, async (event) => {
  const { name, bucket, contentType, metadata } = event.data;
  if (!getsVariants(name, contentType)) return;
  await writeVariants(storage.bucket(bucket), name, metadata?.firebaseStorageDownloadTokens);
});
