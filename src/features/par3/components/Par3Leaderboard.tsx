import { Avatar, Box, HStack, Icon, Table, Text } from '@chakra-ui/react';
import { LuTrophy } from 'react-icons/lu';
import { ReadState } from '@/components/kit';
import { useLive } from '@/lib/data/use-live';
import { par3StandingsRef } from '../api/queries';
import { PODIUM, formatAverage, formatBestGross, formatTotal, par3Leaderboard } from '../model';

/** The Par 3 leaderboard: total points, average (1 decimal), best gross; top 3 highlighted. */
export function Par3Leaderboard() {
  const standings = useLive(par3StandingsRef());
  const live = { ...standings, data: standings.data === undefined ? undefined : par3Leaderboard(standings.data?.entries ?? []) };

  return (
    <ReadState live={live} loading="Loading leaderboard..." empty="No scores recorded yet. Be the first to compete!" minH="sm">
      {(entries) => (
        <Table.ScrollArea borderWidth="1px" borderColor="border.muted" rounded="lg">
          <Table.Root size="sm" aria-label="Par 3 leaderboard">
            <Table.Header>
              <Table.Row bg="brand.900">
                <Table.ColumnHeader color="white" w="12">
                  Pos
                </Table.ColumnHeader>
                <Table.ColumnHeader color="white">Player</Table.ColumnHeader>
                <Table.ColumnHeader color="white" textAlign="end">
                  Rounds
                </Table.ColumnHeader>
                <Table.ColumnHeader color="white" textAlign="end">
                  Total
                </Table.ColumnHeader>
                <Table.ColumnHeader color="white" textAlign="end">
                  Average
                </Table.ColumnHeader>
                <Table.ColumnHeader color="white" textAlign="end">
                  Best
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {entries.map((entry, i) => {
                const podium = i < PODIUM;
                return (
                  <Table.Row key={entry.memberId} bg={podium ? 'gold.subtle' : undefined} data-podium={podium || undefined}>
                    <Table.Cell fontWeight="bold">
                      <HStack gap="1">
                        {podium && (
                          <Icon color="gold.fg" aria-hidden>
                            <LuTrophy />
                          </Icon>
                        )}
                        <Text>{i + 1}</Text>
                      </HStack>
                    </Table.Cell>
                    <Table.Cell>
                      <HStack gap="2" minW="0">
                        <Avatar.Root size="xs">
                          <Avatar.Fallback name={entry.fullName || 'Unknown'} />
                          {entry.avatarUrl && <Avatar.Image src={entry.avatarUrl} alt="" width="24" height="24" loading="lazy" />}
                        </Avatar.Root>
                        <Box as="span" fontWeight={podium ? 'semibold' : 'normal'}>
                          {entry.fullName || 'Unknown'}
                        </Box>
                      </HStack>
                    </Table.Cell>
                    <Table.Cell textAlign="end">{entry.rounds}</Table.Cell>
                    <Table.Cell textAlign="end" fontWeight="bold">
                      {formatTotal(entry.totalPoints)}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{formatAverage(entry.averagePoints)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatBestGross(entry.bestGross)}</Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </ReadState>
  );
}
