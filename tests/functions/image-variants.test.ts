/**
 * The image variants trigger (functions/src/images) on the emulators: an image
 * uploaded to a public folder gets WebP copies at each width next to it, with
 * the original's download token, so the srcset the pages build from the
 * download URL (src/lib/images.ts) loads. Under the storage stand-in
 * (scripts/emulators/prepare.ts) the Storage emulator still sends its
 * finalize events to the functions; only storage.rules go unevaluated.
 */
import { getApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { variantUrl } from '@/lib/images';
import { IMAGE_WIDTHS, variantPath } from '@/lib/schemas/image-variants';
import { backfillVariants } from '../../functions/src/images/variants';
import { useEmulatorEnv } from '../../scripts/lib/emulators';
import { PROJECT_ID, closeAdmin, waitFor } from './helpers';

const hosts = useEmulatorEnv();
/** The functions tests' Admin app (./helpers). */
const bucket = getStorage(getApp('functions-tests')).bucket(`${PROJECT_ID}.appspot.com`);

afterAll(closeAdmin);

describe('imageVariants', () => {
  it('writes WebP variants of an upload to a public folder, loadable from the srcset', async () => {
    const name = `news-images/${Date.now()}-course.jpg`;
    const token = 'variants-test-token';
    const image = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3b7d34' } })
      .jpeg()
      .toBuffer();
    await bucket.file(name).save(image, {
      resumable: false,
      contentType: 'image/jpeg',
      metadata: { metadata: { firebaseStorageDownloadTokens: token } },
    });

    const widest = bucket.file(variantPath(name, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!));
    await waitFor(
      async () => (await Promise.all(IMAGE_WIDTHS.map((w) => bucket.file(variantPath(name, w)).exists()))).every(([e]) => e),
      Boolean,
      { timeoutMs: 30_000, what: 'every variant' },
    );
    const [metadata] = await widest.getMetadata();
    expect(metadata.contentType).toBe('image/webp');
    expect(metadata.metadata?.firebaseStorageDownloadTokens).toBe(token);

    // The page's srcset entry for 480w, from the original's download URL, answers the variant.
    const download = `http://${hosts.storage}/v0/b/${bucket.name}/o/${encodeURIComponent(name)}?alt=media&token=${token}`;
    const response = await fetch(variantUrl(download, 480)!);
    expect(response.status).toBe(200);
    const small = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([small.format, small.width, small.height]).toEqual(['webp', 480, 320]);
  });

  it('leaves avatars and app icons alone', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#ffffff' } })
      .png()
      .toBuffer();
    const names = [`avatars/u-${Date.now()}/avatar.png`, `hero-images/app-icons/icon-${Date.now()}.png`];
    await Promise.all(names.map((n) => bucket.file(n).save(png, { resumable: false, contentType: 'image/png' })));
    // A trigger that would write runs within a few seconds (the first test waited for one).
    await new Promise((r) => setTimeout(r, 5000));
    for (const n of names) expect((await bucket.file(variantPath(n, 480)).exists())[0]).toBe(false);
  });

  it('backfills the variants of an image uploaded before the trigger, once', async () => {
    const name = `hero-images/${Date.now()}-old.jpg`;
    const image = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#1f5f3f' } })
      .jpeg()
      .toBuffer();
    await bucket.file(name).save(image, { resumable: false, contentType: 'image/jpeg' });
    // As if it had been there before the trigger: its variants are gone (the trigger may have made them).
    await waitFor(async () => (await bucket.file(variantPath(name, 1600)).exists())[0], Boolean, {
      timeoutMs: 30_000,
      what: 'the trigger',
    });
    await Promise.all(IMAGE_WIDTHS.map((w) => bucket.file(variantPath(name, w)).delete()));

    expect(await backfillVariants(bucket)).toContain(name);
    for (const w of IMAGE_WIDTHS) expect((await bucket.file(variantPath(name, w)).exists())[0]).toBe(true);
    expect(await backfillVariants(bucket)).not.toContain(name);
  });
});
