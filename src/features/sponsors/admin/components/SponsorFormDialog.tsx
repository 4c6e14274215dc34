import { SimpleGrid, Stack } from '@chakra-ui/react';
import { ImageUploadField, NumberField, RecordFormDialog, SelectField, SwitchField, TextareaField, TextField } from '@/components/kit';
import type { DialogOpen } from '@/components/kit';
import type { Row } from '@/lib/data/refs';
import { sponsorFormSchema, type SponsorFormInput } from '@/lib/schemas/sponsor';
import { createSponsor, updateSponsor } from '../api/mutations';
import { TIER_OPTIONS } from './tiers';

interface SponsorFormDialogProps extends DialogOpen {
  /** The sponsor to edit, or null for a new one. */
  sponsor: Row<'sponsors'> | null;
  /** A new sponsor's display order (after the last one). */
  nextOrder: number;
}

/** The sponsor create / edit dialog: one schema, failing fields as "path: message". */
export function SponsorFormDialog({ sponsor, nextOrder, ...dialog }: SponsorFormDialogProps) {
  const empty: SponsorFormInput = {
    name: '',
    description: '',
    tier: 'silver',
    logoUrl: '',
    websiteUrl: '',
    displayOrder: nextOrder,
    active: true,
  };
  return (
    <RecordFormDialog
      {...dialog}
      noun="Sponsor"
      createVerb="add"
      record={sponsor}
      schema={sponsorFormSchema}
      empty={empty}
      create={createSponsor}
      update={updateSponsor}
      footerStart={<SwitchField name="active" label="Active" />}
    >
      <Stack gap="4">
        <TextField name="name" label="Name" required />
        <TextareaField name="description" label="Description" rows={3} helper="Up to 500 characters." />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <SelectField name="tier" label="Tier" options={TIER_OPTIONS} />
          <NumberField name="displayOrder" label="Display order" min={0} step={1} helper="Lower numbers come first." />
        </SimpleGrid>
        <TextField name="websiteUrl" label="Website" type="url" placeholder="https://" />
        <ImageUploadField name="logoUrl" label="Logo" folder="team-logos" failureTitle="Failed to upload logo" allowUrl />
      </Stack>
    </RecordFormDialog>
  );
}
