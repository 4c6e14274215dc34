import { Button, Fieldset, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  CheckboxField,
  DateField,
  Form,
  NumberField,
  SelectField,
  SwitchField,
  TextareaField,
  TextField,
  useAction,
  useSchemaForm,
} from '@/components/kit';
import { EmergencyContactFields, PersonalFields, personalValues } from '@/components/profile/PersonalFields';
import { MEMBERSHIP_STATUSES } from '@/lib/schemas/profile';
import { saveMember } from '../api/mutations';
import { memberEditForm, type MemberEditInput } from '../schemas';
import { STATUS_LABELS } from './MemberCard';
import type { Directory, DirectoryMember } from './use-directory';

const STATUS_OPTIONS = MEMBERSHIP_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

function formValues({ profile: p, team, isCaptain }: DirectoryMember): MemberEditInput {
  return {
    ...personalValues(p),
    membershipStatus: p.membershipStatus,
    membershipFeePaid: p.membershipFeePaid,
    membershipFeeAmount: p.membershipFeeAmount,
    membershipExpiry: p.membershipExpiry,
    isGuest: p.isGuest,
    teamId: team?.id ?? '',
    isCaptain,
  };
}

interface MemberEditFormProps {
  member: DirectoryMember;
  directory: Directory;
}

/** Every field of one member's profile, membership, team and captaincy (admin spec: Edit Members). */
export function MemberEditForm({ member, directory }: MemberEditFormProps) {
  const form = useSchemaForm(memberEditForm, formValues(member));
  const save = useAction(
    (values: Parameters<typeof saveMember>[1]) =>
      saveMember(member.profile.id, values, { teamId: member.team?.id ?? null, teams: directory.teams }),
    {
      success: `${member.profile.fullName} updated`,
      failure: 'Failed to update member',
    },
  );
  const teamOptions = directory.teams.map((t) => ({
    value: t.id,
    label: `${t.name} (${t.memberCount}/4)`,
  }));

  return (
    <Form form={form} schema={memberEditForm} onSubmit={save.run} invalidToast="all">
      <Stack gap="6">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Stack gap="0">
            <Heading as="h3" size="lg" fontFamily="heading">
              {member.profile.fullName}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {member.profile.email}
            </Text>
          </Stack>
          <Button type="submit" colorPalette="brand" loading={save.busy} loadingText="Saving...">
            Save Changes
          </Button>
        </Flex>

        <Fieldset.Root>
          <Fieldset.Legend fontWeight="semibold">Personal information</Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt="3">
            <TextField name="fullName" label="Full name" required />
            <TextField name="phone" label="Phone" type="tel" />
            <PersonalFields notGiven="Not given" />
          </SimpleGrid>
          <Stack mt="4">
            <TextareaField name="dietaryRequirements" label="Dietary requirements" rows={2} />
          </Stack>
        </Fieldset.Root>

        <Fieldset.Root>
          <Fieldset.Legend fontWeight="semibold">Emergency contact</Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt="3">
            <EmergencyContactFields />
          </SimpleGrid>
        </Fieldset.Root>

        <Fieldset.Root>
          <Fieldset.Legend fontWeight="semibold">Membership</Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt="3">
            <SelectField name="membershipStatus" label="Membership status" options={STATUS_OPTIONS} />
            <DateField name="membershipExpiry" label="Membership expiry" />
            <NumberField name="membershipFeeAmount" label="Membership fee (AED)" min={0} step={0.01} />
            <Stack justify="flex-end" gap="3" pb="1">
              <SwitchField name="membershipFeePaid" label="Fee paid" />
              <SwitchField name="isGuest" label="Guest member" />
            </Stack>
          </SimpleGrid>
        </Fieldset.Root>

        <Fieldset.Root>
          <Fieldset.Legend fontWeight="semibold">Team and captaincy</Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt="3" alignItems="end">
            <SelectField name="teamId" label="Team" placeholder="No team" options={teamOptions} />
            <CheckboxField name="isCaptain" label="Team captain" />
          </SimpleGrid>
        </Fieldset.Root>
      </Stack>
    </Form>
  );
}
