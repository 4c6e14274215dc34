import { FirebaseError } from 'firebase/app';
import { getDownloadURL, ref, uploadBytes } from 'firebase/storage';
import { loadStorage } from '@/lib/firebase';
import { isAllowedImage } from '@/lib/schemas/common';

/** A file name safe for a Storage path: lower case letters, digits, dots and dashes. */
function safeName(name: string): string {
  const cleaned = name
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^[-.]+|-+$/g, '');
  return cleaned || 'image';
}

/**
 * Uploads an article's hero image to news-images/{timestamp}-{name} and
 * resolves to its download URL. Only JPEG, PNG or WebP images under 5 MB.
 */
export async function uploadArticleImage(file: File): Promise<string> {
  if (!isAllowedImage(file)) throw new FirebaseError('invalid-argument', 'Hero images must be JPEG, PNG or WebP under 5 MB');
  const target = ref(await loadStorage(), `news-images/${Date.now()}-${safeName(file.name)}`);
  await uploadBytes(target, file, { contentType: file.type, cacheControl: 'public,max-age=3600' });
  return getDownloadURL(target);
}
