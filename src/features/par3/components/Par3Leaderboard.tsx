import { Box, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { LuTrophy } from 'react-icons/lu';
import { PersonAvatar, ReadState, type ScoreColumn, ScoreTable } from '@/components/kit';
import { ShowAllLink, firstPart, useShowAll } from '@/components/layout/ShowAll';
import { useLive } from '@/lib/data/use-live';
import { par3StandingsRef } from '../api/queries';
import { PODIUM, formatAverage, formatBestGross, formatTotal, par3Leaderboard } from '../model';
import { Static } from '@/components/layout/static';

type Entry = ReturnType<typeof par3Leaderboard>[number];

/** Rows of the leaderboard shown before "Show all" (a page view renders a bounded part at any size). */
export const LEADERBOARD_PREVIEW = 20;

const COLUMNS: ScoreColumn<Entry>[] = [
  {
    header: 'Pos',
    width: '12',
    strong: true,
    cell: (_, i) => (
      <HStack gap="1">
        {i < PODIUM && (
          <Icon color="gold.fg" aria-hidden>
            <LuTrophy />
          </Icon>
        )}
        <Text>{i + 1}</Text>
      </HStack>
    ),
  },
  {
    header: 'Player',
    cell: (entry, i) => (
      <HStack gap="2" minW="0">
        <PersonAvatar name={entry.fullName || 'Unknown'} src={entry.avatarUrl} size="xs" />
        <Box as="span" fontWeight={i < PODIUM ? 'semibold' : 'normal'}>
          {entry.fullName || 'Unknown'}
        </Box>
      </HStack>
    ),
  },
  { header: 'Rounds', end: true, cell: (e) => e.rounds },
  { header: 'Total', end: true, strong: true, cell: (e) => formatTotal(e.totalPoints) },
  { header: 'Average', end: true, cell: (e) => formatAverage(e.averagePoints) },
  { header: 'Best', end: true, cell: (e) => formatBestGross(e.bestGross) },
];

/** The Par 3 leaderboard: total points, average (1 decimal), best gross; top 3 highlighted; the top 20, then "Show all". */
export function Par3Leaderboard() {
  const all = useShowAll();
  const standings = useLive(par3StandingsRef());
  const live = { ...standings, data: standings.data === undefined ? undefined : par3Leaderboard(standings.data?.entries ?? []) };

  return (
    <ReadState live={live} loading="Loading leaderboard..." empty="No scores recorded yet. Be the first to compete!" minH="sm">
      {(entries) => (
        <Static data={{ entries, all }}>
          <Stack gap="4" id="leaderboard">
            <ScoreTable
              label="Par 3 leaderboard"
              columns={COLUMNS}
              rows={firstPart(entries, LEADERBOARD_PREVIEW, all)}
              rowKey={(e) => e.memberId}
              highlight={(_, i) => i < PODIUM}
            />
            {!all && entries.length > LEADERBOARD_PREVIEW && <ShowAllLink count={entries.length} noun="players" anchor="leaderboard" />}
          </Stack>
        </Static>
      )}
    </ReadState>
  );
}
