import { Badge, Box, Button, Dialog, HStack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogCloseFooter, DialogShell } from '@/components/kit';
import {
  formatPace,
  formatToPar,
  rankBoard,
  rankingOf,
  teamBoard,
  thruLabel,
  TEAM_COUNTING,
  type Standing,
  type TeamStanding,
} from '@/lib/board';
import { scoreCard, type Hole } from '@/lib/scoring';
import type { BoardEntry } from '../model';

/**
 * The live board's individual table: position, player and team, Thru, today's
 * points with pace (or net to par for stroke play and medal) and gross. A
 * player's name opens their hole-by-hole card.
 */
export function BoardTable({ rows, holes, format, label }: { rows: BoardEntry[]; holes: Hole[]; format: string; label: string }) {
  const [open, setOpen] = useState<BoardEntry | null>(null);
  const ranked = rankBoard(rows, format);
  const net = rankingOf(format) === 'net';
  return (
    <>
      <Table.ScrollArea borderWidth="1px" borderColor="border.muted" rounded="lg">
        <Table.Root size="sm" aria-label={label}>
          <Table.Header>
            <Table.Row bg="brand.900">
              <Table.ColumnHeader color="white" w="12">
                Pos
              </Table.ColumnHeader>
              <Table.ColumnHeader color="white">Player</Table.ColumnHeader>
              <Table.ColumnHeader color="white" textAlign="end">
                Thru
              </Table.ColumnHeader>
              <Table.ColumnHeader color="white" textAlign="end">
                {net ? 'To par' : 'Points'}
              </Table.ColumnHeader>
              {!net && (
                <Table.ColumnHeader color="white" textAlign="end">
                  Pace
                </Table.ColumnHeader>
              )}
              <Table.ColumnHeader color="white" textAlign="end">
                Gross
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {ranked.map((r) => (
              <BoardRowView key={r.row.id} r={r} net={net} onOpen={() => setOpen(r.row)} />
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <DialogShell open={open !== null} onOpenChange={(o) => !o && setOpen(null)} title={open ? `${open.fullName || 'Player'}: card` : ''}>
        {open && <HoleByHole row={open} holes={holes} />}
        <DialogCloseFooter />
      </DialogShell>
    </>
  );
}

function BoardRowView({ r, net, onOpen }: { r: Standing<BoardEntry>; net: boolean; onOpen: () => void }) {
  const row = r.row;
  return (
    <Table.Row data-testid="board-row" data-player={row.fullName}>
      <Table.Cell fontWeight="bold">
        {r.label}
        {r.byCountback && (
          <Text as="span" fontSize="xs" color="fg.muted" title="Separated by countback">
            {' '}
            (c/b)
          </Text>
        )}
      </Table.Cell>
      <Table.Cell>
        <Button variant="plain" size="sm" px="0" h="auto" minH="8" fontWeight="medium" textDecoration="underline" onClick={onOpen}>
          {row.fullName || 'Unknown'}
        </Button>
        <Text fontSize="xs" color="fg.muted">
          {row.teamName || 'No Team'}
        </Text>
      </Table.Cell>
      <Table.Cell textAlign="end" data-testid="thru">
        {thruLabel(row)}
      </Table.Cell>
      <Table.Cell textAlign="end" fontWeight="bold" data-testid="score">
        {net ? formatToPar(row.toPar) : row.points}
      </Table.Cell>
      {!net && (
        <Table.Cell textAlign="end" data-testid="pace">
          {row.thru > 0 ? formatPace(r.pace) : '-'}
        </Table.Cell>
      )}
      <Table.Cell textAlign="end" data-testid="gross">
        {row.thru > 0 ? row.gross : '-'}
      </Table.Cell>
    </Table.Row>
  );
}

/** A player's card hole by hole, as the public may see it (hidden holes say so). */
export function HoleByHole({ row, holes }: { row: BoardEntry; holes: Hole[] }) {
  const totals = scoreCard(holes, row.playingHandicap ?? 0, row.strokes);
  const hiddenFrom = holes.length - row.hiddenHoles + 1;
  return (
    <Dialog.Body>
      <HStack gap="3" mb="3" wrap="wrap">
        <Badge>{row.teamName || 'No Team'}</Badge>
        {row.playingHandicap !== null && <Badge variant="outline">Playing handicap {row.playingHandicap}</Badge>}
        <Badge colorPalette={row.status === 'verified' ? 'green' : 'gray'}>{row.status}</Badge>
      </HStack>
      <Table.Root size="sm" aria-label="Hole by hole">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Hole</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Par</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">SI</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Strokes</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Points</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {totals.holes.map((h) => {
            const hidden = row.hiddenHoles > 0 && h.number >= hiddenFrom;
            return (
              <Table.Row key={h.number}>
                <Table.Cell>{h.number}</Table.Cell>
                <Table.Cell textAlign="end">{h.par}</Table.Cell>
                <Table.Cell textAlign="end">{h.strokeIndex}</Table.Cell>
                <Table.Cell textAlign="end">
                  {hidden ? 'Hidden' : h.gross === undefined ? '-' : h.gross === null ? 'P/U' : h.gross}
                </Table.Cell>
                <Table.Cell textAlign="end">{hidden || h.gross === undefined ? '-' : h.points}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
        <Table.Footer>
          <Table.Row fontWeight="bold">
            <Table.Cell colSpan={3}>Total</Table.Cell>
            <Table.Cell textAlign="end">{row.gross}</Table.Cell>
            <Table.Cell textAlign="end">{row.points}</Table.Cell>
          </Table.Row>
        </Table.Footer>
      </Table.Root>
      {holes.length === 0 && (
        <Text mt="3" color="fg.muted">
          Gross {row.gross}, {row.points} points, thru {row.thru}.
        </Text>
      )}
    </Dialog.Body>
  );
}

/** Team events: each team's best players' points today (the rule written beside it). */
export function TeamBoardTable({ rows }: { rows: BoardEntry[] }) {
  const teams: TeamStanding[] = teamBoard(rows);
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted" mb="2">
        A team scores the sum of its best {TEAM_COUNTING} players&apos; points today.
      </Text>
      <Table.ScrollArea borderWidth="1px" borderColor="border.muted" rounded="lg">
        <Table.Root size="sm" aria-label="Team board">
          <Table.Header>
            <Table.Row bg="brand.900">
              <Table.ColumnHeader color="white" w="12">
                Pos
              </Table.ColumnHeader>
              <Table.ColumnHeader color="white">Team</Table.ColumnHeader>
              <Table.ColumnHeader color="white" textAlign="end">
                Counting
              </Table.ColumnHeader>
              <Table.ColumnHeader color="white" textAlign="end">
                Points
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {teams.map((t) => (
              <Table.Row key={t.teamId}>
                <Table.Cell fontWeight="bold">{t.label}</Table.Cell>
                <Table.Cell>{t.teamName || 'Unknown team'}</Table.Cell>
                <Table.Cell textAlign="end">{t.counting.join(' + ')}</Table.Cell>
                <Table.Cell textAlign="end" fontWeight="bold">
                  {t.points}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}
