/**
 * Image uploads to Cloud Storage, checked before they start. The Storage SDK
 * is loaded on the first upload.
 */
import { FirebaseError } from 'firebase/app';
import { loadStorage } from '../firebase';
import { IMAGE_TYPES as WEB_IMAGE_TYPES, MAX_IMAGE_BYTES } from '../schemas/values';

/** What a folder accepts: any web image (JPEG, PNG, WebP) or, for app icons, PNG only. */
export type ImageKind = 'image' | 'png';

export const IMAGE_TYPES: Record<ImageKind, readonly string[]> = { image: WEB_IMAGE_TYPES, png: ['image/png'] };

const KIND_TEXT: Record<ImageKind, string> = { image: 'a JPEG, PNG or WebP image', png: 'a PNG image' };

/** Why a file cannot be uploaded to a folder of this kind, or null when it can. */
export function imageProblem(file: { type: string; size: number }, kind: ImageKind = 'image'): string | null {
  if (!IMAGE_TYPES[kind].includes(file.type)) return `Choose ${KIND_TEXT[kind]}.`;
  if (file.size >= MAX_IMAGE_BYTES) return 'Choose an image under 5 MB.';
  return null;
}

/** A file name safe for a Storage path: lower case letters, digits, dots and dashes. */
export function safeFileName(name: string): string {
  const cleaned = name
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^[-.]+|-+$/g, '');
  return cleaned || 'image';
}

/** The file's extension from its type: avatars/{uid}/avatar.{ext}. */
export function imageExtension(file: { type: string }): string {
  return file.type === 'image/jpeg' ? 'jpg' : file.type.replace('image/', '');
}

export interface UploadOptions {
  kind?: ImageKind;
  /** 0..1 as bytes arrive. */
  onProgress?: (fraction: number) => void;
}

/** Uploads an image to `path` and resolves to its download URL; refuses a wrong type or size before sending. */
export async function uploadImage(path: string, file: File, { kind = 'image', onProgress }: UploadOptions = {}): Promise<string> {
  const problem = imageProblem(file, kind);
  if (problem) throw new FirebaseError('invalid-argument', problem);
  const [{ ref, uploadBytesResumable, getDownloadURL }, storage] = await Promise.all([import('firebase/storage'), loadStorage()]);
  const target = ref(storage, path);
  const task = uploadBytesResumable(target, file, { contentType: file.type, cacheControl: 'public,max-age=3600' });
  await new Promise<void>((resolve, reject) => {
    task.on('state_changed', (s) => onProgress?.(s.totalBytes ? s.bytesTransferred / s.totalBytes : 0), reject, resolve);
  });
  return getDownloadURL(target);
}
