import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeVariants } from '../../functions/src/images/variants';
import { responsiveImage, variantUrl } from '@/lib/images';
import { IMAGE_WIDTHS, getsVariants, isVariantPath, variantPath } from '@/lib/schemas/image-variants';

const storageUrl = (path: string) =>
  `http://127.0.0.1:9199/v0/b/demo-clubhouse.appspot.com/o/${encodeURIComponent(path)}?alt=media&token=abc-123`;

describe('image variant names', () => {
  it('replaces the extension with @<width>w.webp', () => {
    expect(variantPath('news-images/1700-course.jpg', 480)).toBe('news-images/1700-course@480w.webp');
    expect(variantPath('/images/seed/hero-1.webp', 960)).toBe('/images/seed/hero-1@960w.webp');
    expect(variantPath('team-logos/no-extension', 1600)).toBe('team-logos/no-extension@1600w.webp');
    expect(variantPath('hero-images/a.b/c', 480)).toBe('hero-images/a.b/c@480w.webp');
  });

  it('makes variants only of images directly in a public folder, never of a variant', () => {
    expect(getsVariants('news-images/1-a.jpg', 'image/jpeg')).toBe(true);
    expect(getsVariants('hero-images/1-a.png', 'image/png')).toBe(true);
    expect(getsVariants('team-logos/1-a.webp', 'image/webp')).toBe(true);
    expect(getsVariants('news-images/1-a@480w.webp', 'image/webp')).toBe(false);
    expect(isVariantPath('news-images/1-a@480w.webp')).toBe(true);
    expect(getsVariants('hero-images/app-icons/icon-192.png', 'image/png')).toBe(false);
    expect(getsVariants('avatars/uid-1/avatar.jpg', 'image/jpeg')).toBe(false);
    expect(getsVariants('news-images/notes.txt', 'text/plain')).toBe(false);
  });
});

describe('responsiveImage (srcset of the variants)', () => {
  it('lists every width of a seeded photo', () => {
    expect(responsiveImage('/images/seed/news-1.webp')).toEqual({
      src: '/images/seed/news-1.webp',
      srcSet: '/images/seed/news-1@480w.webp 480w, /images/seed/news-1@960w.webp 960w, /images/seed/news-1@1600w.webp 1600w',
    });
  });

  it('keeps the download token of an upload and encodes the variant path', () => {
    const url = storageUrl('news-images/1700-my course.jpg');
    const { src, srcSet } = responsiveImage(url);
    expect(src).toBe(url);
    expect(srcSet?.split(', ')).toEqual(
      IMAGE_WIDTHS.map(
        (w) =>
          `http://127.0.0.1:9199/v0/b/demo-clubhouse.appspot.com/o/news-images%2F1700-my%20course%40${w}w.webp?alt=media&token=abc-123 ${w}w`,
      ),
    );
  });

  it('uses any other image as it is', () => {
    for (const url of [
      'https://example.com/photo.jpg',
      '/images/seed/logo-header.png',
      storageUrl('avatars/uid-1/avatar.jpg'),
      storageUrl('hero-images/app-icons/icon-192.png'),
      '',
    ]) {
      expect(responsiveImage(url)).toEqual({ src: url });
      expect(variantUrl(url, 480)).toBeUndefined();
    }
  });
});

describe('makeVariants (the Storage trigger and the seed)', () => {
  it('writes WebP at each width, never enlarged, keeping the aspect ratio', async () => {
    const original = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#1f5f3f' } })
      .jpeg()
      .toBuffer();
    const variants = await makeVariants(original);
    expect(variants.map((v) => [v.width, v.actualWidth, v.height])).toEqual([
      [480, 480, 240],
      [960, 960, 480],
      [1600, 1200, 600],
    ]);
    for (const variant of variants) {
      const meta = await sharp(variant.data).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', variant.actualWidth, variant.height]);
    }
  });

  it('refuses a file that is not an image', async () => {
    await expect(makeVariants(Buffer.from('not an image'))).rejects.toThrow();
  });
});
