import { SimpleGrid, Stack } from '@chakra-ui/react';
import { ImageUploadField, RecordFormDialog, SwitchField, TextareaField, TextField } from '@/components/kit';
import type { DialogOpen } from '@/components/kit';
import type { Row } from '@/lib/data/refs';
import { heroSlideFormSchema, type HeroSlideFormInput } from '@/lib/schemas/content';
import { createSlide, updateSlide } from '../api/mutations';
import { slideFailure } from './messages';

interface SlideFormDialogProps extends DialogOpen {
  /** The slide to edit, or null for a new one. */
  slide: Row<'heroSlides'> | null;
  /** A new slide's display order (after the last one). */
  nextOrder: number;
}

/**
 * The hero slide create / edit dialog. Every field and an image are required
 * ("Please fill in all fields and upload an image"); a new slide starts active.
 */
export function SlideFormDialog({ slide, nextOrder, ...dialog }: SlideFormDialogProps) {
  const empty: HeroSlideFormInput = {
    badge: '',
    title: '',
    subtitle: '',
    cta: '',
    ctaLink: '',
    imageUrl: '',
    displayOrder: nextOrder,
    isActive: true,
  };
  return (
    <RecordFormDialog
      {...dialog}
      noun="Slide"
      record={slide}
      schema={heroSlideFormSchema}
      empty={empty}
      create={createSlide}
      update={updateSlide}
      failures={{ create: slideFailure('create slide'), update: slideFailure('update slide') }}
      invalidToast="first"
      footerStart={<SwitchField name="isActive" label="Active" />}
    >
      <Stack gap="4">
        <TextField name="badge" label="Badge" required placeholder="e.g. Now Welcoming New Members" />
        <TextField name="title" label="Title" required />
        <TextareaField name="subtitle" label="Subtitle" required rows={2} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField name="cta" label="Button text" required placeholder="e.g. Join the Society" />
          <TextField
            name="ctaLink"
            label="Button link"
            required
            placeholder="/join"
            helper="A page of this site (/join) or a full address (https://...)."
          />
        </SimpleGrid>
        <ImageUploadField
          name="imageUrl"
          label="Slide image"
          folder="hero-images"
          helper="JPEG, PNG or WebP under 5 MB; 1920 px wide recommended."
          failureTitle="Error"
        />
      </Stack>
    </RecordFormDialog>
  );
}
