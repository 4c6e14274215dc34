import { Badge, Box, Button, Flex, Heading, HStack, Image, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { LuUserMinus } from 'react-icons/lu';
import { AdminPanel, EditButton, Form, ReadState, RecordName, SelectField, useAction, useSchemaForm } from '@/components/kit';
import type { Row } from '@/lib/data/refs';
import { joinLive, useLive, type Live } from '@/lib/data/use-live';
import { assignMember, removeMember } from '../api/mutations';
import { allTeams, memberCards, teamMemberships } from '../api/queries';
import { assignTeamSchema, TEAM_CAPACITY } from '../schemas';
import { TeamFormDialog } from './TeamFormDialog';

interface Roster {
  teams: Row<'teams'>[];
  cards: Row<'members'>[];
  /** uid -> teamId */
  teamOf: Map<string, string>;
}

/** Teams, memberships and member cards, joined and shown as one read. */
function useRoster(): Live<Roster> {
  const teams = useLive(allTeams());
  const memberships = useLive(teamMemberships());
  const cards = useLive(memberCards());
  return joinLive(
    joinLive(teams, memberships, (t, m) => ({ teams: t, memberships: m })),
    cards,
    ({ teams, memberships }, cards) => ({
      teams,
      cards,
      teamOf: new Map(memberships.map((m) => [m.id, m.teamId])),
    }),
  );
}

function AssignForm({ roster }: { roster: Roster }) {
  const form = useSchemaForm(assignTeamSchema, { memberId: '', teamId: '' });
  const assign = useAction(assignMember, {
    success: 'Member assigned to team',
    failure: 'Failed to assign member to team',
    onSuccess: () => form.reset({ memberId: '', teamId: '' }),
  });
  const teamName = new Map(roster.teams.map((t) => [t.id, t.name]));
  const members = roster.cards.map((c) => {
    const current = teamName.get(roster.teamOf.get(c.id) ?? '');
    return { value: c.id, label: current ? `${c.fullName} (${current})` : `${c.fullName} (no team)` };
  });
  const teams = roster.teams.map((t) => ({ value: t.id, label: `${t.name} (${t.memberCount}/${TEAM_CAPACITY})` }));
  return (
    <Form form={form} schema={assignTeamSchema} onSubmit={assign.run} invalidToast="first">
      <Stack gap="4" p="4" borderWidth="1px" rounded="lg" bg="bg">
        <Heading as="h3" size="md" fontFamily="heading">
          Assign Member to Team
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="end">
          <SelectField name="memberId" label="Member" placeholder="Select a member" options={members} />
          <SelectField name="teamId" label="Team" placeholder="Select a team" options={teams} />
          <Button type="submit" colorPalette="brand" loading={assign.busy}>
            Assign to Team
          </Button>
        </SimpleGrid>
      </Stack>
    </Form>
  );
}

function TeamCard({ team, roster, onEdit }: { team: Row<'teams'>; roster: Roster; onEdit: () => void }) {
  const members = roster.cards.filter((c) => roster.teamOf.get(c.id) === team.id);
  const captain = roster.cards.find((c) => c.id === team.captainId);
  const remove = useAction((card: Row<'members'>) => removeMember(card.id), {
    success: (_, card) => `${card.fullName} removed from ${team.name}`,
    failure: 'Failed to remove member from team',
  });
  return (
    <Stack
      as="article"
      aria-label={team.name}
      gap="3"
      p="4"
      borderWidth="1px"
      borderTopWidth="4px"
      borderTopColor={team.color}
      rounded="lg"
      bg="bg"
    >
      <Flex justify="space-between" gap="3" align="flex-start">
        <HStack gap="3" minW="0">
          {team.logoUrl ? (
            <Image src={team.logoUrl} alt="" w="12" h="12" objectFit="contain" rounded="md" />
          ) : (
            <Box w="12" h="12" rounded="md" bg={team.color} aria-hidden />
          )}
          <Stack gap="0" minW="0">
            <RecordName truncate>{team.name}</RecordName>
            <Text fontSize="sm" color="fg.muted">
              {members.length}/{TEAM_CAPACITY} members · {team.totalPoints} points
            </Text>
          </Stack>
        </HStack>
        <EditButton name={team.name} onClick={onEdit} flexShrink={0} />
      </Flex>
      {team.description && (
        <Text fontSize="sm" color="fg.muted" lineClamp={3}>
          {team.description}
        </Text>
      )}
      <Text fontSize="sm">
        <Text as="span" color="fg.muted">
          Captain:
        </Text>{' '}
        {captain?.fullName ?? 'None'}
      </Text>
      {members.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No members yet.
        </Text>
      ) : (
        <Stack as="ul" gap="1.5" listStyleType="none" aria-label={`Members of ${team.name}`}>
          {members.map((m) => (
            <Flex as="li" key={m.id} justify="space-between" align="center" gap="2">
              <HStack gap="2" minW="0">
                <Text truncate>{m.fullName}</Text>
                {m.id === team.captainId && (
                  <Badge colorPalette="yellow" size="sm">
                    Captain
                  </Badge>
                )}
              </HStack>
              <Button size="xs" variant="ghost" colorPalette="red" disabled={remove.busy} onClick={() => void remove.run(m)}>
                <LuUserMinus aria-hidden /> Remove
                <VisuallyHidden>
                  {' '}
                  {m.fullName} from {team.name}
                </VisuallyHidden>
              </Button>
            </Flex>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The admin panel's Manage Teams tab: edit teams, assign and remove members. */
export function ManageTeams() {
  const roster = useRoster();
  const [editingId, setEditingId] = useState<string | null>(null);
  return (
    <AdminPanel title="Manage Teams">
      <ReadState live={roster} loading="Loading teams..." errorTitle="Failed to fetch teams">
        {(data) => {
          const editing = data.teams.find((t) => t.id === editingId) ?? null;
          return (
            <Stack gap="6">
              <AssignForm roster={data} />
              {data.teams.length === 0 ? (
                <Text color="fg.muted" textAlign="center" py="8">
                  No teams yet.
                </Text>
              ) : (
                <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
                  {data.teams.map((team) => (
                    <TeamCard key={team.id} team={team} roster={data} onEdit={() => setEditingId(team.id)} />
                  ))}
                </SimpleGrid>
              )}
              <TeamFormDialog
                team={editing}
                members={data.cards.filter((c) => data.teamOf.get(c.id) === editing?.id)}
                onClose={() => setEditingId(null)}
              />
            </Stack>
          );
        }}
      </ReadState>
    </AdminPanel>
  );
}
