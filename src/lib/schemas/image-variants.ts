/**
 * Image variants (issue 19, decision 0013): every image uploaded to a public
 * folder, and every photo of the demo season, also exists as WebP at a few
 * widths next to it, named `<name>@<width>w.webp` (news-images/1700-course.jpg
 * -> news-images/1700-course@480w.webp). The Storage trigger
 * (functions/src/images) and the seed (scripts/seed/image-variants.ts) write
 * them; pages ask for them through `srcset` (src/lib/images.ts).
 */

/** The widths made, in pixels (an image narrower than a width is not enlarged: that file has its own width). */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;

/** The Storage folders whose uploads get variants (public images; not avatars, not app icons). */
export const VARIANT_FOLDERS = ['hero-images', 'news-images', 'team-logos'] as const;

const VARIANT = /@\d+w\.webp$/;

/** Whether a path (or URL path) is itself a variant. */
export const isVariantPath = (path: string) => VARIANT.test(path);

/** The variant of `path` at `width`: its extension replaced by `@<width>w.webp`. */
export function variantPath(path: string, width: number): string {
  const slash = path.lastIndexOf('/');
  const dot = path.lastIndexOf('.');
  const stem = dot > slash ? path.slice(0, dot) : path;
  return `${stem}@${width}w.webp`;
}

/** Whether an uploaded Storage object gets variants: directly in a public folder, an image, not a variant. */
export function getsVariants(path: string, contentType: string | undefined): boolean {
  const [folder, file, ...rest] = path.split('/');
  return (
    rest.length === 0 &&
    file !== undefined &&
    (VARIANT_FOLDERS as readonly string[]).includes(folder ?? '') &&
    /^image\/(jpeg|jpg|png|webp)$/.test(contentType ?? '') &&
    !isVariantPath(path)
  );
}
