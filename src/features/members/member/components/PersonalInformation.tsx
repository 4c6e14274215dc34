import { Button, Card, Field, Heading, HStack, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { Form, ImageUploadField, ReadState, SubmitButton, TextareaField, TextField, useAction, useSchemaForm } from '@/components/kit';
import { EmergencyContactFields, PersonalFields, personalValues } from '@/components/profile/PersonalFields';
import { paths } from '@/config/paths';
import { profileRef, type Row } from '@/lib/data/refs';
import { imageExtension } from '@/lib/data/upload';
import { useLive } from '@/lib/data/use-live';
import { updateProfile } from '../api/mutations';
import { personalInfoSchema, type PersonalInfoInput } from '../schemas';

function valuesOf(p: Row<'profiles'>): PersonalInfoInput {
  return {
    ...personalValues(p),
    avatarUrl: p.avatarUrl,
  };
}

function PersonalInfoForm({ uid, profile }: { uid: string; profile: Row<'profiles'> }) {
  const form = useSchemaForm(personalInfoSchema, valuesOf(profile));
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
          <PersonalFields />
        </SimpleGrid>
        <TextareaField name="dietaryRequirements" label="Dietary Requirements" rows={2} />
        <Stack as="fieldset" gap="3" borderWidth="1px" rounded="md" p="4">
          <Heading as="legend" size="sm" px="1">
            Emergency Contact
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <EmergencyContactFields />
          </SimpleGrid>
        </Stack>
        <ImageUploadField
          name="avatarUrl"
          label="Profile Photo"
          folder={(file) => `avatars/${uid}/avatar.${imageExtension(file)}`}
          failureTitle="Failed to upload profile photo"
        />
        <HStack gap="3" justify="flex-end">
          <Button asChild variant="outline">
            <Link to={paths.dashboard}>Cancel</Link>
          </Button>
          <SubmitButton disabled={save.busy}>{save.busy ? 'Saving...' : 'Save Changes'}</SubmitButton>
        </HStack>
      </Stack>
    </Form>
  );
}

/** The Personal Information card of /profile (site spec sections 2, 5). */
export function PersonalInformation({ uid }: { uid: string }) {
  const profile = useLive(profileRef(uid));
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
