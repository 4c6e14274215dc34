import { Badge, Box, HStack, SimpleGrid, Table, Text } from '@chakra-ui/react';
import { ReadState } from '@/components/kit';
import { standingsRef } from '@/lib/data/live-read';
import { useLive } from '@/lib/data/use-live';
import { provisionalStandings, type ProvisionalStandings } from '@/lib/provisional-standings';
import { digestRows } from '@/lib/schemas/values';
import type { BoardEntry } from '../model';

/** The league's rows shown beside the official figure (the top of each table). */
const SHOWN = 10;

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/**
 * The league as it would stand if the round ended now: the official standings
 * with this round's live points added, beside the official figures, marked
 * "Provisional" until the cards are verified.
 */
export function ProvisionalLeague({
  rows,
  scores,
}: {
  rows: BoardEntry[];
  scores: Record<string, { memberId: string; teamId: string | null; points: number }> | undefined;
}) {
  const standings = useLive(standingsRef());
  const live = {
    ...standings,
    data:
      standings.data === undefined
        ? undefined
        : provisionalStandings(
            standings.data ?? { teams: [], individuals: [] },
            rows.map((r) => ({ ...r, memberId: r.id })),
            digestRows(scores ?? {}),
          ),
  };
  return (
    <Box as="section" aria-labelledby="provisional-league" data-testid="provisional-league">
      <HStack gap="3" mb="3" wrap="wrap">
        <Text as="h3" id="provisional-league" fontFamily="heading" fontSize="xl" color="brand.fg" fontWeight="bold">
          The league as it would stand now
        </Text>
        <Badge colorPalette="orange" variant="solid" size="lg">
          Provisional
        </Badge>
      </HStack>
      <Text fontSize="sm" color="fg.muted" mb="3">
        Provisional until the cards are verified: the official standings with this round&apos;s live points added.
      </Text>
      <ReadState live={live} loading="Loading standings..." empty="No standings yet." minH="40">
        {(p) => <ProvisionalTables standings={p} />}
      </ReadState>
    </Box>
  );
}

function ProvisionalTables({ standings }: { standings: ProvisionalStandings }) {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
      <Table.ScrollArea borderWidth="1px" borderColor="border.muted" rounded="lg">
        <Table.Root size="sm" aria-label="Provisional team standings">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="10">Pos</Table.ColumnHeader>
              <Table.ColumnHeader>Team</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Official</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Today</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Provisional</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {standings.teams.slice(0, SHOWN).map((t) => (
              <Table.Row key={t.teamId} data-team={t.name}>
                <Table.Cell fontWeight="bold">{t.rank}</Table.Cell>
                <Table.Cell>{t.name}</Table.Cell>
                <Table.Cell textAlign="end">{t.totalPoints - t.today}</Table.Cell>
                <Table.Cell textAlign="end">{signed(t.today)}</Table.Cell>
                <Table.Cell textAlign="end" fontWeight="bold" data-testid="provisional-points">
                  {t.totalPoints}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Table.ScrollArea borderWidth="1px" borderColor="border.muted" rounded="lg">
        <Table.Root size="sm" aria-label="Provisional individual standings">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="10">Pos</Table.ColumnHeader>
              <Table.ColumnHeader>Player</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Official</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Today</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Provisional</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {standings.individuals.slice(0, SHOWN).map((m) => (
              <Table.Row key={m.memberId} data-player={m.fullName}>
                <Table.Cell fontWeight="bold">{m.rank}</Table.Cell>
                <Table.Cell>{m.fullName || 'Unknown'}</Table.Cell>
                <Table.Cell textAlign="end">{m.points - m.today}</Table.Cell>
                <Table.Cell textAlign="end">{signed(m.today)}</Table.Cell>
                <Table.Cell textAlign="end" fontWeight="bold" data-testid="provisional-points">
                  {m.points}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </SimpleGrid>
  );
}
