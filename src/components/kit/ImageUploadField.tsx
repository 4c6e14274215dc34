import { Box, Button, Field, HStack, Image, Input, Progress, Stack } from '@chakra-ui/react';
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { LuTrash2 } from 'react-icons/lu';
import { toaster } from '@/components/ui/toaster';
import { IMAGE_TYPES, imageProblem, safeFileName, uploadImage, type ImageKind } from '@/lib/data/upload';
import { errorMessage } from '@/lib/errors';
import { useUploadTracker } from './form/Form';

interface ImageUploadFieldProps {
  /** The form field holding the image's URL ('' for none). */
  name: string;
  label: string;
  /** Storage folder (news-images, hero-images, team-logos, hero-images/app-icons...) or a path for the file. */
  folder: string | ((file: File) => string);
  /** 'png' for app icons; default any JPEG, PNG or WebP. */
  kind?: ImageKind;
  helper?: ReactNode;
  /** The spec's failure toast, e.g. "Failed to upload hero image". */
  failureTitle?: string;
  /** Lets an address be typed instead of uploading. */
  allowUrl?: boolean;
}

/**
 * Chooses an image for any Storage folder: checks its type and size before
 * uploading, shows progress, then a preview that can be removed. The form's
 * SubmitButton stays disabled while it uploads.
 */
export function ImageUploadField({
  name,
  label,
  folder,
  kind = 'image',
  helper,
  failureTitle = 'Failed to upload image',
  allowUrl = false,
}: ImageUploadFieldProps) {
  const { field, fieldState } = useController({ name });
  const url = typeof field.value === 'string' ? field.value : '';
  const [progress, setProgress] = useState<number | null>(null);
  // The form's submit button waits while this uploads (SubmitButton).
  const track = useUploadTracker();

  function setUploading(fraction: number | null) {
    setProgress(fraction);
    track(fraction !== null);
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const problem = imageProblem(file, kind);
    if (problem) {
      toaster.create({ type: 'error', title: failureTitle, description: problem });
      return;
    }
    setUploading(0);
    try {
      const path = typeof folder === 'function' ? folder(file) : `${folder}/${Date.now()}-${safeFileName(file.name)}`;
      field.onChange(await uploadImage(path, file, { kind, onProgress: setProgress }));
    } catch (error) {
      toaster.create({ type: 'error', title: failureTitle, description: errorMessage(error) });
    } finally {
      setUploading(null);
    }
  }

  const uploading = progress !== null;
  return (
    <Stack gap="3">
      <Field.Root disabled={uploading} invalid={!!fieldState.error}>
        <Field.Label>{label}</Field.Label>
        <Input
          type="file"
          accept={IMAGE_TYPES[kind].join(',')}
          onChange={choose}
          p="1.5"
          h="auto"
          css={{ '&::file-selector-button': { marginInlineEnd: '3', cursor: 'pointer' } }}
        />
        <Field.HelperText>{helper ?? (kind === 'png' ? 'PNG under 5 MB.' : 'JPEG, PNG or WebP under 5 MB.')}</Field.HelperText>
        <Field.ErrorText>{fieldState.error?.message}</Field.ErrorText>
      </Field.Root>
      {uploading && (
        <Progress.Root value={Math.round(progress * 100)} colorPalette="brand" size="sm">
          <HStack justify="space-between">
            <Progress.Label>Uploading image...</Progress.Label>
            <Progress.ValueText />
          </HStack>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {url && !uploading && (
        <Box borderWidth="1px" rounded="md" overflow="hidden">
          <Image src={url} alt={`${label} preview`} w="full" maxH="48" objectFit="contain" bg="bg.muted" />
          <HStack justify="flex-end" p="2">
            <Button size="sm" variant="ghost" colorPalette="red" onClick={() => field.onChange('')}>
              <LuTrash2 aria-hidden /> Remove image
            </Button>
          </HStack>
        </Box>
      )}
      {allowUrl && (
        <Field.Root disabled={uploading}>
          <Field.Label>{label} address</Field.Label>
          <Input value={url} onChange={(e) => field.onChange(e.currentTarget.value)} onBlur={field.onBlur} />
          <Field.HelperText>Or paste the address of an image instead of uploading one.</Field.HelperText>
        </Field.Root>
      )}
    </Stack>
  );
}
