import { Box, Button, Field, HStack, Image, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import { toaster } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/errors';
import { IMAGE_TYPES, isAllowedImage } from '@/lib/schemas/common';
import { uploadArticleImage } from '../api/upload-article-image';

interface HeroImageFieldProps {
  /** The article's heroImageUrl ('' for none). */
  url: string;
  onUrlChange: (url: string) => void;
  uploading: boolean;
  onUploadingChange: (uploading: boolean) => void;
}

const UPLOAD_FAILED = 'Failed to upload hero image';

/** Chooses a hero image: uploads it at once, then shows a preview that can be removed. */
export function HeroImageField({ url, onUrlChange, uploading, onUploadingChange }: HeroImageFieldProps) {
  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    if (!isAllowedImage(file)) {
      toaster.create({ type: 'error', title: UPLOAD_FAILED, description: 'Choose a JPEG, PNG or WebP image under 5 MB.' });
      return;
    }
    onUploadingChange(true);
    try {
      onUrlChange(await uploadArticleImage(file));
    } catch (error) {
      toaster.create({ type: 'error', title: UPLOAD_FAILED, description: errorMessage(error) });
    } finally {
      onUploadingChange(false);
    }
  }

  return (
    <Stack gap="3">
      <Field.Root disabled={uploading}>
        <Field.Label>Hero image</Field.Label>
        <Input
          type="file"
          accept={IMAGE_TYPES.join(',')}
          onChange={choose}
          p="1.5"
          h="auto"
          css={{ '&::file-selector-button': { marginInlineEnd: '3', cursor: 'pointer' } }}
        />
        <Field.HelperText>JPEG, PNG or WebP under 5 MB; 1920 px wide looks best.</Field.HelperText>
      </Field.Root>
      {uploading && (
        <HStack role="status" gap="2" color="fg.muted">
          <Spinner size="sm" color="brand.solid" />
          <Text fontSize="sm">Uploading image...</Text>
        </HStack>
      )}
      {url && !uploading && (
        <Box borderWidth="1px" rounded="md" overflow="hidden">
          <Image src={url} alt="Hero image preview" w="full" maxH="48" objectFit="cover" />
          <HStack justify="flex-end" p="2">
            <Button size="sm" variant="ghost" colorPalette="red" onClick={() => onUrlChange('')}>
              <LuTrash2 aria-hidden /> Remove image
            </Button>
          </HStack>
        </Box>
      )}
    </Stack>
  );
}
