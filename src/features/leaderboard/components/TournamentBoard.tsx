import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useContext } from 'react';
import { LuTv } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { ScoreTable, type ScoreColumn } from '@/components/kit';
import { Section } from '@/components/layout/Section';
import { paths } from '@/config/paths';
import { formatToPar, rankBoard, rankingOf, thruLabel, type Standing } from '@/lib/board';
import type { Row } from '@/lib/data/live-read';
import { useLive } from '@/lib/data/use-live';
import { PageHeadContext } from '@/lib/page-head';
import { tournamentBoardRef } from '../api/queries';
import { boardEntries, boardHoles, boardPhase, hiddenNote, NET_DEFINITION, PACE_DEFINITION, type BoardEntry } from '../model';
import { BoardTable, TeamBoardTable } from './BoardTable';
import { ProvisionalLeague } from './ProvisionalLeague';

/**
 * The tournament page's board (issue 29): the live board while the round is
 * on (individual, the team board for team events, the league as it would stand
 * now for league events), and the results ordered with countback once every
 * card is verified. Reads one document, the board digest, live.
 */
export function TournamentBoard({ tournament: t }: { tournament: Row<'tournaments'> }) {
  const board = useLive(tournamentBoardRef(t.id));
  const rows = boardEntries(board.data);
  const phase = boardPhase(rows, t.date);
  const head = useContext(PageHeadContext);
  if (phase === 'none') return null;
  const ranked = rankBoard(rows, t.format);
  // On the server: the link preview leads with the leader and the thru count.
  if (head && phase === 'live') Object.assign(head, { lead: liveLead(ranked, t.format) });
  if (phase === 'final') return <FinalResults ranked={ranked} />;

  const holes = boardHoles(board.data);
  const hidden = Math.max(0, ...rows.map((r) => r.hiddenHoles));
  const net = rankingOf(t.format) === 'net';
  return (
    <Section heading="Live Leaderboard" subheading="Updates as the markers enter each hole." bg="bg.subtle">
      <Stack gap="6">
        <HStack gap="3" wrap="wrap" justify="space-between">
          <HStack gap="2">
            <Badge colorPalette="red" variant="solid">
              Live
            </Badge>
            <Text fontSize="sm" color="fg.muted">
              {ranked.filter((r) => r.row.thru > 0).length} of {rows.length} players on the course or finished
            </Text>
          </HStack>
          <Button asChild variant="outline" size="sm">
            <Link to={paths.tournamentLeaderboard(t.id)}>
              <LuTv aria-hidden /> Clubhouse screen
            </Link>
          </Button>
        </HStack>
        {hidden > 0 && holes.length > 0 && (
          <Text fontWeight="semibold" data-testid="hidden-holes">
            {hiddenNote(hidden, holes.length)}
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted" data-testid="pace-definition">
          {net ? NET_DEFINITION : PACE_DEFINITION}
        </Text>
        <Box display="grid" gridTemplateColumns={{ base: '1fr', lg: t.format === 'team_event' ? '2fr 1fr' : '1fr' }} gap="6">
          <BoardTable rows={rows} holes={holes} format={t.format} label="Live leaderboard" />
          {t.format === 'team_event' && <TeamBoardTable rows={rows} />}
        </Box>
        {t.isLeagueEvent && <ProvisionalLeague rows={rows} scores={board.data?.scores} />}
      </Stack>
    </Section>
  );
}

/** The link preview's first words during play: who leads, on what, thru how many. */
function liveLead(ranked: Standing<BoardEntry>[], format: string): string {
  const leader = ranked[0];
  if (!leader || leader.row.thru === 0) return 'Live: the round is about to start.';
  const score = rankingOf(format) === 'net' ? `at ${formatToPar(leader.row.toPar)}` : `on ${leader.row.points} points`;
  const thru = thruLabel(leader.row);
  return `Live: ${leader.row.fullName || 'The leader'} leads ${score}, ${thru === 'F' ? 'finished' : `thru ${thru}`}.`;
}

const FINAL_COLUMNS: ScoreColumn<Standing<BoardEntry>>[] = [
  { header: 'Pos', width: '12', strong: true, cell: (r) => `${r.label}${r.byCountback ? ' (c/b)' : ''}` },
  { header: 'Player', cell: (r) => <Text fontWeight="medium">{r.row.fullName || 'Unknown'}</Text> },
  { header: 'Team', cell: (r) => <Text>{r.row.teamName || 'No Team'}</Text> },
  { header: 'Points', end: true, strong: true, cell: (r) => r.row.points },
  { header: 'Gross', end: true, cell: (r) => r.row.gross },
  { header: 'Net', end: true, cell: (r) => r.row.net },
  { header: 'Birdies', end: true, cell: (r) => r.row.birdies },
];

/** Every card verified: the board is the results, ties separated by countback (marked "c/b"). */
function FinalResults({ ranked }: { ranked: Standing<BoardEntry>[] }) {
  return (
    <Section heading="Results" subheading="Every card is verified. Ties are separated by countback (c/b).">
      <ScoreTable
        label="Results"
        columns={FINAL_COLUMNS}
        rows={ranked}
        rowKey={(r) => r.row.id}
        highlight={(r) => r.position > 0 && r.position <= 3}
      />
    </Section>
  );
}
