/**
 * The demo season's photos as the Storage trigger would leave them: WebP
 * variants at each width next to every photo under public/images
 * (`hero-1.webp` -> `hero-1@480w.webp`, ...), made by the trigger's own core
 * (functions/src/images/variants.ts). make-images.sh runs this after drawing;
 * the output is committed like the photos.
 *
 *   npx tsx scripts/seed/image-variants.ts
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { makeVariants } from '../../functions/src/images/variants';
import { isVariantPath, variantPath } from '../../src/lib/schemas/image-variants';
import { root } from '../lib/run';

const images = join(root, 'public/images');

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });

/** The photos (WebP; logos and icons are PNG and keep one size). */
const photos = walk(images).filter((path) => path.endsWith('.webp') && !isVariantPath(path));
for (const photo of photos) {
  const variants = await makeVariants(readFileSync(photo));
  for (const variant of variants) writeFileSync(variantPath(photo, variant.width), variant.data);
  console.log(
    `${relative(root, photo)}: ${variants.map((v) => `${v.width}w ${v.actualWidth}x${v.height} ${(v.data.length / 1024).toFixed(1)} KB`).join(', ')}`,
  );
}
