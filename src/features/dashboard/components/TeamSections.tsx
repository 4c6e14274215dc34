import { Avatar, Badge, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Panel, ReadState } from '@/components/kit';
import type { Row } from '@/lib/data/refs';
import { useLive } from '@/lib/data/use-live';
import { standingsRef, teamCards } from '../api/queries';

/** My Team Members: the public cards of the member's team (captain first). */
export function MyTeamMembers({ team, uid }: { team: Row<'teams'> | null; uid: string }) {
  return (
    <Panel title="My Team Members">
      {team ? <TeamMemberList team={team} uid={uid} /> : <Text color="fg.muted">You haven&apos;t been assigned to a team yet.</Text>}
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
            .sort((a, b) => Number(b.isCaptain) - Number(a.isCaptain) || a.fullName.localeCompare(b.fullName))
            .map((m) => (
              <HStack as="li" key={m.id} gap="3">
                <Avatar.Root size="sm" colorPalette="brand">
                  <Avatar.Fallback name={m.fullName} />
                  {m.avatarUrl && <Avatar.Image src={m.avatarUrl} alt="" />}
                </Avatar.Root>
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

function Position({ label, rank, total, unit }: { label: string; rank: number | undefined; total: number | undefined; unit: string }) {
  return (
    <Stack as="section" aria-label={`${label} position`} borderWidth="1px" rounded="md" p="4" gap="1">
      <Text fontSize="sm" color="fg.muted" fontWeight="medium">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="bold" fontFamily="heading">
        {rank === undefined ? 'Unranked' : `#${rank}`}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {total === undefined ? 'No scores yet' : `${total} ${unit}`}
      </Text>
    </Stack>
  );
}

/** My Leaderboard Positions: Team, Individual and Birdie rank and total, from standings/current. */
export function LeaderboardPositions({ uid, teamId }: { uid: string; teamId: string | null }) {
  const standings = useLive(standingsRef());
  return (
    <Panel title="My Leaderboard Positions">
      <ReadState live={standings} loading="Loading standings..." empty="No scores recorded yet this season.">
        {(s) => {
          const team = teamId ? s.teams.find((t) => t.teamId === teamId) : undefined;
          const me = s.individuals.find((m) => m.memberId === uid);
          const birdies = s.birdieLeaders.find((m) => m.memberId === uid);
          return (
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <Position label="Team" rank={team?.rank} total={team?.totalPoints} unit="points" />
              <Position label="Individual" rank={me?.rank} total={me?.points} unit="points" />
              <Position label="Birdie" rank={birdies?.rank} total={birdies?.birdies} unit="birdies" />
            </SimpleGrid>
          );
        }}
      </ReadState>
    </Panel>
  );
}
