import { Table, Text } from '@chakra-ui/react';
import { parOf, type CardTotals, type HoleResult } from '@/lib/scoring';

/** A hole's entry as the card shows it: strokes, "P/U" for a pick-up, "–" for none yet. */
export function entryText(gross: number | null | undefined): string {
  if (gross === null) return 'P/U';
  if (gross === undefined) return '–';
  return String(gross);
}

interface Props {
  /** The table's accessible name, e.g. "Card of Ahmed Khan". */
  label: string;
  /** The card's values (the core's scoreCard). */
  totals: CardTotals;
  /** Holes to mark (e.g. where the player's own record differs, or the disputed hole). */
  flagged?: ReadonlySet<number>;
  /** What a flagged hole's mark says to a screen reader. */
  flagText?: string;
}

function Row({ hole, flagged, flagText }: { hole: HoleResult; flagged: boolean; flagText: string }) {
  return (
    <Table.Row bg={flagged ? 'orange.100' : undefined} data-flagged={flagged || undefined}>
      <Table.Cell fontWeight="semibold">
        {hole.number}
        {flagged && (
          <Text as="span" color="orange.800" fontWeight="bold" ms="1" aria-label={flagText}>
            !
          </Text>
        )}
      </Table.Cell>
      <Table.Cell textAlign="end">{hole.par}</Table.Cell>
      <Table.Cell textAlign="end">{hole.strokeIndex}</Table.Cell>
      <Table.Cell textAlign="end">{hole.received === 0 ? '' : hole.received}</Table.Cell>
      <Table.Cell textAlign="end" fontWeight="bold">
        {entryText(hole.gross)}
      </Table.Cell>
      <Table.Cell textAlign="end">{hole.gross === undefined ? '' : hole.points}</Table.Cell>
    </Table.Row>
  );
}

/**
 * A card hole by hole (the member's phone, and the public board): par, stroke
 * index, strokes received, the entry and its points, with the totals at the
 * foot. Every figure comes from the core's scoreCard; nothing is added up here.
 */
export function HoleByHoleCard({ label, totals, flagged, flagText = 'differs' }: Props) {
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="border" rounded="md">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row bg="brand.900">
            {['Hole', 'Par', 'SI', 'Rec', 'Score', 'Pts'].map((h, i) => (
              <Table.ColumnHeader key={h} color="white" textAlign={i === 0 ? undefined : 'end'}>
                <abbr title={{ SI: 'Stroke index', Rec: 'Strokes received', Pts: 'Points' }[h]} style={{ textDecoration: 'none' }}>
                  {h}
                </abbr>
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {totals.holes.map((hole) => (
            <Row key={hole.number} hole={hole} flagged={flagged?.has(hole.number) ?? false} flagText={flagText} />
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row fontWeight="bold">
            <Table.Cell>Total</Table.Cell>
            <Table.Cell textAlign="end">{parOf(totals.holes)}</Table.Cell>
            <Table.Cell />
            <Table.Cell />
            <Table.Cell textAlign="end">{totals.gross}</Table.Cell>
            <Table.Cell textAlign="end">{totals.points}</Table.Cell>
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Table.ScrollArea>
  );
}
