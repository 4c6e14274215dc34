import { Box, HStack, Stack } from '@chakra-ui/react';
import { useWatch } from 'react-hook-form';
import { FormDialog, ImageUploadField, SelectField, TextareaField, TextField } from '@/components/kit';
import type { Row } from '@/lib/data/refs';
import { updateTeam } from '../api/mutations';
import { teamEditForm, type TeamEditInput } from '../schemas';

interface TeamFormDialogProps {
  team: Row<'teams'> | null;
  /** The team's members, the choices for captain. */
  members: readonly { id: string; fullName: string }[];
  onClose: () => void;
}

function ColourSwatch() {
  const color: unknown = useWatch({ name: 'color' });
  const valid = typeof color === 'string' && /^#[0-9A-Fa-f]{6}$/.test(color);
  return <Box w="10" h="10" flexShrink={0} rounded="md" borderWidth="1px" bg={valid ? color : 'transparent'} aria-hidden />;
}

/** Edits a team: name (1-50), description (up to 500), colour (#RRGGBB), logo and captain. */
export function TeamFormDialog({ team, members, onClose }: TeamFormDialogProps) {
  const defaults: TeamEditInput = team
    ? { name: team.name, description: team.description, color: team.color, logoUrl: team.logoUrl, captainId: team.captainId ?? '' }
    : { name: '', description: '', color: '#000000', logoUrl: '', captainId: '' };
  return (
    <FormDialog
      open={team !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Edit ${team?.name ?? 'team'}`}
      schema={teamEditForm}
      defaultValues={defaults}
      onSubmit={(values) => updateTeam(team?.id ?? '', values)}
      messages={{ success: 'Team updated', failure: 'Failed to update team' }}
      submitLabel="Save Team"
    >
      <Stack gap="4">
        <TextField name="name" label="Team name" required />
        <TextareaField name="description" label="Description" rows={3} helper="Up to 500 characters." />
        <HStack align="flex-end" gap="3">
          <TextField name="color" label="Colour" required placeholder="#1A2B3C" helper="A hex colour like #1A2B3C." />
          <ColourSwatch />
        </HStack>
        <SelectField
          name="captainId"
          label="Captain"
          placeholder="No captain"
          options={members.map((m) => ({ value: m.id, label: m.fullName }))}
          helper={members.length === 0 ? 'Assign members to the team to choose a captain.' : undefined}
        />
        <ImageUploadField name="logoUrl" label="Team logo" folder="team-logos" failureTitle="Failed to upload logo" allowUrl />
      </Stack>
    </FormDialog>
  );
}
