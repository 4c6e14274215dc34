import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Panel, Pending, ReadState } from '@/components/kit';
import { useLive } from '@/lib/data/use-live';
import { standingsRef } from '@/lib/data/refs';

/** pending: who the rank is for is not known yet (the member's team still loading). */
function Position({
  label,
  rank,
  total,
  unit,
  pending = false,
}: {
  label: string;
  rank: number | undefined;
  total: number | undefined;
  unit: string;
  pending?: boolean;
}) {
  return (
    <Stack as="section" aria-label={`${label} position`} aria-busy={pending || undefined} borderWidth="1px" rounded="md" p="4" gap="1">
      <Text fontSize="sm" color="fg.muted" fontWeight="medium">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="bold" fontFamily="heading">
        {pending ? <Pending /> : rank === undefined ? 'Unranked' : `#${rank}`}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {pending ? '\u00a0' : total === undefined ? 'No scores yet' : `${total} ${unit}`}
      </Text>
    </Stack>
  );
}

/** My Leaderboard Positions: Team, Individual and Birdie rank and total, from standings/current (teamId undefined while it loads). */
export function LeaderboardPositions({ uid, teamId }: { uid: string; teamId: string | null | undefined }) {
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
              <Position label="Team" rank={team?.rank} total={team?.totalPoints} unit="points" pending={teamId === undefined} />
              <Position label="Individual" rank={me?.rank} total={me?.points} unit="points" />
              <Position label="Birdie" rank={birdies?.rank} total={birdies?.birdies} unit="birdies" />
            </SimpleGrid>
          );
        }}
      </ReadState>
    </Panel>
  );
}
