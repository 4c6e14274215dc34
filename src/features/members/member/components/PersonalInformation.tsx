import { Button, Card, Field, Heading, HStack, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  DateField,
  Form,
  ImageUploadField,
  NumberField,
  ReadState,
  SelectField,
  TextareaField,
  TextField,
  useAction,
  useSchemaForm,
} from '@/components/kit';
import { paths } from '@/config/paths';
import type { Row } from '@/lib/data/refs';
import { imageExtension } from '@/lib/data/upload';
import { useLive } from '@/lib/data/use-live';
import { societyDay } from '@/lib/dates';
import { TSHIRT_SIZES } from '@/lib/schemas/profile';
import { updateProfile } from '../api/mutations';
import { ownProfileRef } from '../api/queries';
import { personalInfoSchema, type PersonalInfoInput } from '../schemas';

const GENDER_OPTIONS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
  { value: 'prefer_not_to_say', label: 'Prefer not to say' },
];

function valuesOf(p: Row<'profiles'>): PersonalInfoInput {
  return {
    fullName: p.fullName,
    phone: p.phone,
    dateOfBirth: p.dateOfBirth,
    nationality: p.nationality,
    gender: p.gender,
    handicap: p.handicap,
    tshirtSize: p.tshirtSize,
    golfClubMembership: p.golfClubMembership,
    dietaryRequirements: p.dietaryRequirements,
    emergencyContactName: p.emergencyContactName,
    emergencyContactPhone: p.emergencyContactPhone,
    egfGhinNumber: p.egfGhinNumber,
    avatarUrl: p.avatarUrl,
  };
}

function PersonalInfoForm({ uid, profile }: { uid: string; profile: Row<'profiles'> }) {
  const form = useSchemaForm(personalInfoSchema, valuesOf(profile));
  const [uploading, setUploading] = useState(false);
  const save = useAction((values: PersonalInfoInput) => updateProfile(uid, values), {
    success: 'Profile updated successfully!',
    failure: 'Failed to update profile',
  });
  return (
    <Form form={form} schema={personalInfoSchema} aria-label="Personal information" onSubmit={(v) => save.run(v)}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField name="fullName" label="Full Name" autoComplete="name" required />
          <Field.Root readOnly>
            <Field.Label>Email</Field.Label>
            <Input value={profile.email} readOnly />
            <Field.HelperText>Your email cannot be changed here.</Field.HelperText>
          </Field.Root>
          <TextField name="phone" label="Phone" type="tel" autoComplete="tel" />
          <DateField name="dateOfBirth" label="Date of Birth" max={societyDay(new Date())} />
          <NumberField name="handicap" label="Handicap" step={0.1} min={-10} max={54} />
          <TextField name="nationality" label="Nationality" />
          <SelectField name="gender" label="Gender" placeholder="Select gender" options={GENDER_OPTIONS} />
          <SelectField name="tshirtSize" label="T-Shirt Size" placeholder="Select size" options={TSHIRT_SIZES.map((s) => ({ value: s, label: s }))} />
          <TextField name="golfClubMembership" label="Golf Club Membership" />
          <TextField name="egfGhinNumber" label="EGF/GHIN Number" />
        </SimpleGrid>
        <TextareaField name="dietaryRequirements" label="Dietary Requirements" rows={2} />
        <Stack as="fieldset" gap="3" borderWidth="1px" rounded="md" p="4">
          <Heading as="legend" size="sm" px="1">
            Emergency Contact
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField name="emergencyContactName" label="Emergency Contact Name" />
            <TextField name="emergencyContactPhone" label="Emergency Contact Phone" type="tel" />
          </SimpleGrid>
        </Stack>
        <ImageUploadField
          name="avatarUrl"
          label="Profile Photo"
          folder={(file) => `avatars/${uid}/avatar.${imageExtension(file)}`}
          failureTitle="Failed to upload profile photo"
          onUploadingChange={setUploading}
        />
        <HStack gap="3" justify="flex-end">
          <Button asChild variant="outline">
            <Link to={paths.dashboard}>Cancel</Link>
          </Button>
          <Button type="submit" colorPalette="brand" disabled={save.busy || uploading}>
            {save.busy ? 'Saving...' : 'Save Changes'}
          </Button>
        </HStack>
      </Stack>
    </Form>
  );
}

/** The Personal Information card of /profile (site spec sections 2, 5). */
export function PersonalInformation({ uid }: { uid: string }) {
  const profile = useLive(ownProfileRef(uid));
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg" fontFamily="heading">
          Personal Information
        </Heading>
      </Card.Header>
      <Card.Body>
        <ReadState live={profile} loading="Loading profile..." errorTitle="Failed to load profile" empty="Failed to load profile" minH="md">
          {(p) => <PersonalInfoForm key={p.id} uid={uid} profile={p} />}
        </ReadState>
      </Card.Body>
    </Card.Root>
  );
}
