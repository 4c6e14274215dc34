import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ScoreColumn<T> {
  header: string;
  /** Numbers sit at the end of their cell. */
  end?: boolean;
  /** The figure that ranks the table (bold). */
  strong?: boolean;
  width?: string;
  cell: (row: T, index: number) => ReactNode;
}

/**
 * A ranked table of players (results, leaderboards): a dark header row, one
 * row a player, the podium rows (`highlight`) on gold; scrolls sideways on a
 * narrow screen.
 */
export function ScoreTable<T>({
  label,
  columns,
  rows,
  rowKey,
  highlight,
}: {
  /** The table's accessible name. */
  label: string;
  columns: readonly ScoreColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  highlight: (row: T, index: number) => boolean;
}) {
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="border.muted" rounded="lg">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row bg="brand.900">
            {columns.map((c) => (
              <Table.ColumnHeader key={c.header} color="white" w={c.width} textAlign={c.end ? 'end' : undefined}>
                {c.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, i) => {
            const podium = highlight(row, i);
            return (
              <Table.Row key={rowKey(row)} bg={podium ? 'gold.subtle' : undefined} data-podium={podium || undefined}>
                {columns.map((c) => (
                  <Table.Cell key={c.header} textAlign={c.end ? 'end' : undefined} fontWeight={c.strong ? 'bold' : undefined}>
                    {c.cell(row, i)}
                  </Table.Cell>
                ))}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
