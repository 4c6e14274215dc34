import { Button, Field, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CheckboxField, Form, SelectField, TextareaField, TextField, useAction, useSchemaForm } from '@/components/kit';
import { EmergencyContactFields, genderOptions, PersonalFields, sizeOptions } from '@/components/profile/PersonalFields';
import { toaster } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { LegalLinks } from './LegalLinks';
import { usePageContent } from '@/lib/content/page-content';
import { IMAGE_TYPES, imageProblem } from '@/lib/data/upload';
import { useLive } from '@/lib/data/use-live';
import { signUp } from '../api/mutations';
import { allTeams } from '../api/queries';
import { enterSession } from '../enter';
import { signUpErrorText } from '../errors';
import { SIGNUP_TSHIRT_SIZES, signUpDefaults, signUpSchema, type SignUpValues } from '../schemas';
import { compareNames } from '@/lib/name-order';

/** Sign-up offers three genders and the sizes S to XXL (site spec section 5). */
const GENDERS = genderOptions(['male', 'female', 'other']);
const SIZES = sizeOptions(SIGNUP_TSHIRT_SIZES);

/** Preferred team: the league's teams with their member counts (a preference; an admin assigns teams). */
function useTeamOptions() {
  const teams = useLive(allTeams());
  return (teams.data ?? [])
    .filter((t) => !t.isGuest)
    .sort((a, b) => compareNames(a.name, b.name))
    .map((t) => ({ value: t.id, label: `${t.name} (${t.memberCount} ${t.memberCount === 1 ? 'member' : 'members'})` }));
}

/** Sign-up: the account, the full profile and an optional avatar (site spec sections 2, 5). */
export function SignUpForm({ onStart }: { onStart?: () => void }) {
  const navigate = useNavigate();
  const { content } = usePageContent('join');
  const teamOptions = useTeamOptions();
  const form = useSchemaForm(signUpSchema, signUpDefaults);
  const [avatar, setAvatar] = useState<File | null>(null);
  const [avatarError, setAvatarError] = useState<string | null>(null);

  const action = useAction((values: SignUpValues) => signUp(values, avatar), {
    success: () => `Account created successfully! Membership fee: ${content.membership_price ?? '500 AED'}`,
    failure: (error) => ({ title: 'Authentication failed', description: signUpErrorText(error) }),
    onSuccess: () => enterSession(navigate, paths.dashboard),
  });

  function chooseAvatar(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0] ?? null;
    const problem = file ? imageProblem(file) : null;
    setAvatarError(problem);
    if (problem) {
      event.currentTarget.value = '';
      toaster.create({ type: 'error', title: problem });
    }
    setAvatar(problem ? null : file);
  }

  return (
    <Form
      form={form}
      schema={signUpSchema}
      aria-label="Sign up"
      onSubmit={async (values) => {
        onStart?.();
        await action.run(values);
      }}
    >
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField name="email" label="Email" type="email" autoComplete="email" required />
          <TextField
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            required
            helper="At least 6 characters."
          />
          <TextField name="fullName" label="Full Name" autoComplete="name" required />
          <TextField name="phone" label="Phone" type="tel" autoComplete="tel" required />
        </SimpleGrid>

        <Heading as="h2" size="md" fontFamily="heading">
          About you (optional)
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <PersonalFields genders={GENDERS} sizes={SIZES} />
          <SelectField name="preferredTeamId" label="Preferred Team" placeholder="No preference" options={teamOptions} />
          <EmergencyContactFields />
        </SimpleGrid>
        <TextareaField name="dietaryRequirements" label="Dietary Requirements" rows={2} />
        <Field.Root invalid={!!avatarError}>
          <Field.Label>Profile Photo</Field.Label>
          <Input type="file" accept={IMAGE_TYPES.image.join(',')} onChange={chooseAvatar} p="1.5" h="auto" />
          <Field.HelperText>JPEG, PNG or WebP under 5 MB.</Field.HelperText>
          <Field.ErrorText>{avatarError}</Field.ErrorText>
        </Field.Root>

        <Stack gap="1">
          <CheckboxField name="acceptTerms" label="I accept the terms and conditions" />
          <Text fontSize="sm" color="fg.muted" ps="7">
            Read our <LegalLinks />
          </Text>
        </Stack>
        <Button type="submit" colorPalette="brand" loading={action.busy} loadingText="Creating account...">
          Create Account
        </Button>
      </Stack>
    </Form>
  );
}
