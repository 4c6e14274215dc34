import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { LoadingState, Panel, PersonAvatar, ReadState } from '@/components/kit';
import type { Row } from '@/lib/data/refs';
import { useLive } from '@/lib/data/use-live';
import { teamCards } from '../../api/queries';
import { compareNames } from '@/lib/name-order';

/** My Team Members: the public cards of the member's team (captain first); team undefined while it loads. */
export function MyTeamMembers({ team, uid }: { team: Row<'teams'> | null | undefined; uid: string }) {
  return (
    <Panel title="My Team Members">
      {team === undefined ? (
        <LoadingState label="Loading team members..." />
      ) : team ? (
        <TeamMemberList team={team} uid={uid} />
      ) : (
        <Text color="fg.muted">You haven&apos;t been assigned to a team yet.</Text>
      )}
    </Panel>
  );
}

function TeamMemberList({ team, uid }: { team: Row<'teams'>; uid: string }) {
  const members = useLive(teamCards(team.id));
  return (
    <ReadState live={members} loading="Loading team members..." empty="No members assigned yet">
      {(rows) => (
        <Stack as="ul" listStyleType="none" gap="2">
          {[...rows]
            .sort((a, b) => Number(b.isCaptain) - Number(a.isCaptain) || compareNames(a.fullName, b.fullName))
            .map((m) => (
              <HStack as="li" key={m.id} gap="3">
                <PersonAvatar name={m.fullName} src={m.avatarUrl} size="sm" palette="brand" />
                <Text flex="1">
                  {m.fullName}
                  {m.id === uid && ' (you)'}
                </Text>
                {m.isCaptain && <Badge colorPalette="gold">Captain</Badge>}
                <Text fontSize="sm" color="fg.muted">
                  HCP {m.handicap === null ? '-' : m.handicap.toFixed(1)}
                </Text>
              </HStack>
            ))}
        </Stack>
      )}
    </ReadState>
  );
}
