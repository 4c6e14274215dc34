import { Stack, Table, Text } from '@chakra-ui/react';
import { ReadState } from '@/components/kit';
import { useLive } from '@/lib/data/use-live';
import { formatDate } from '@/lib/dates';
import { cardCorrections, type EventKind } from '../api/queries';

const entry = (v: number | null | undefined) => (v === undefined ? 'none' : v === null ? 'pick-up' : String(v));

/** A card's corrections after it left the marker's hands: who, when, which hole, before and after. */
export function CorrectionLog({ kind, eventId, memberId, name }: { kind: EventKind; eventId: string; memberId: string; name: string }) {
  const tournament = useLive(kind === 'tournament' ? cardCorrections('tournament', eventId, memberId) : null);
  const night = useLive(kind === 'par3' ? cardCorrections('par3', eventId, memberId) : null);
  const live = kind === 'tournament' ? tournament : night;
  return (
    <Stack gap="2">
      <Text fontWeight="semibold">Corrections</Text>
      <ReadState live={live} loading="Loading corrections..." empty="No corrections." errorTitle="Failed to fetch corrections">
        {(rows) => (
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm" aria-label={`Corrections of ${name}`}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>When</Table.ColumnHeader>
                  <Table.ColumnHeader>Who</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Hole</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Before</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">After</Table.ColumnHeader>
                  <Table.ColumnHeader>Card was</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((c) => (
                  <Table.Row key={c.id}>
                    <Table.Cell>{formatDate(c.at, 'dateTime')}</Table.Cell>
                    <Table.Cell>{c.byName || 'An admin'}</Table.Cell>
                    <Table.Cell textAlign="end">{c.hole}</Table.Cell>
                    <Table.Cell textAlign="end">{entry(c.before)}</Table.Cell>
                    <Table.Cell textAlign="end">{entry(c.after)}</Table.Cell>
                    <Table.Cell>{c.status}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </ReadState>
    </Stack>
  );
}
