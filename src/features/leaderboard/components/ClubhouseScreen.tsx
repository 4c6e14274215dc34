import { Box, Flex, Grid, Heading, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { PageMeta } from '@/components/layout/PageMeta';
import { formatPace, formatToPar, pagesOf, rankBoard, rankingOf, teamBoard, thruLabel } from '@/lib/board';
import { useConnection } from '@/lib/connection';
import { useLive } from '@/lib/data/use-live';
import { liveDoc } from '@/lib/data/live-read';
import { formatDate } from '@/lib/dates';
import { tournamentBoardRef } from '../api/queries';
import { boardEntries, hiddenNote, boardHoles, PACE_DEFINITION } from '../model';

/** Rows a page shows: each row is 6% of the screen's height under a 16% header, so a landscape TV shows 12 in large type. */
export const ROWS_PER_PAGE = 12;
/** Seconds each page stays on screen (`?seconds=` overrides it, e.g. for a quicker screen). */
export const PAGE_SECONDS = 10;

function pageSeconds(): number {
  if (typeof window === 'undefined') return PAGE_SECONDS;
  const asked = Number(new URLSearchParams(window.location.search).get('seconds'));
  return Number.isFinite(asked) && asked >= 1 ? asked : PAGE_SECONDS;
}

/**
 * /tournament/{id}/leaderboard: the clubhouse screen. Full screen for a TV in
 * landscape, large type, no input: it pages through the field by itself, and
 * rides out a dropped connection (Firestore keeps the last board and catches
 * up when it is back; the screen says when it is showing the last board it had).
 */
export function ClubhouseScreen({ id }: { id: string }) {
  const tournament = useLive(liveDoc('tournaments', id));
  const board = useLive(tournamentBoardRef(id));
  const { connected } = useConnection();
  const [page, setPage] = useState(0);
  const rows = boardEntries(board.data);
  const t = tournament.data;
  const format = t?.format ?? 'stroke_play';
  const ranked = rankBoard(rows, format);
  const pages = pagesOf(ranked, ROWS_PER_PAGE);
  const count = pages.length;

  useEffect(() => {
    if (count <= 1) return;
    const timer = window.setInterval(() => setPage((p) => (p + 1) % count), pageSeconds() * 1000);
    return () => window.clearInterval(timer);
  }, [count]);

  const shown = pages[page % count] ?? [];
  const net = rankingOf(format) === 'net';
  const holes = boardHoles(board.data);
  const hidden = Math.max(0, ...rows.map((r) => r.hiddenHoles));
  const teams = format === 'team_event' ? teamBoard(rows).slice(0, 5) : [];

  return (
    <Box minH="100vh" h="100vh" overflow="hidden" bg="brand.950" color="white" px="3vw" py="2vh" fontSize="2.6vh">
      <PageMeta title={t ? `${t.name}: leaderboard` : 'Leaderboard'} />
      <Flex h="12vh" align="center" justify="space-between" gap="4">
        <Box minW="0">
          <Heading as="h1" fontFamily="heading" fontSize="5vh" lineHeight="1.1" truncate>
            {t?.name ?? (tournament.loading ? 'Loading leaderboard...' : 'Tournament not found')}
          </Heading>
          <Text color="gold.300" fontSize="2.4vh">
            {t ? formatDate(t.date, 'weekday') : ''}
            {hidden > 0 && holes.length > 0 ? ` · ${hiddenNote(hidden, holes.length)}` : ''}
          </Text>
        </Box>
        <Box textAlign="end" flexShrink={0}>
          <Text fontSize="3vh" fontWeight="bold" data-testid="screen-page">
            Page {(page % count) + 1} of {count}
          </Text>
          <Text fontSize="2vh" color={connected ? 'green.300' : 'orange.300'} role="status">
            {connected ? 'Live' : 'Reconnecting: showing the last scores received'}
          </Text>
        </Box>
      </Flex>
      <Grid templateColumns={teams.length > 0 ? '3fr 1fr' : '1fr'} gap="3vw">
        <Box as="table" w="full" aria-label="Leaderboard" style={{ borderCollapse: 'collapse' }}>
          <Box as="thead" color="gold.300" fontSize="2.2vh" textTransform="uppercase">
            <Box as="tr" h="4vh">
              <Box as="th" textAlign="start" w="10%">
                Pos
              </Box>
              <Box as="th" textAlign="start">
                Player
              </Box>
              <Box as="th" textAlign="end">
                Thru
              </Box>
              <Box as="th" textAlign="end">
                {net ? 'To par' : 'Points'}
              </Box>
              {!net && (
                <Box as="th" textAlign="end">
                  Pace
                </Box>
              )}
              <Box as="th" textAlign="end">
                Gross
              </Box>
            </Box>
          </Box>
          <Box as="tbody">
            {shown.map((r, i) => (
              <Box as="tr" key={r.row.id} h="6vh" bg={i % 2 === 0 ? 'whiteAlpha.100' : undefined} data-testid="screen-row">
                <Box as="td" fontWeight="bold" fontSize="3.4vh" px="1vw">
                  {r.label}
                </Box>
                <Box as="td" fontSize="3.4vh">
                  {r.row.fullName || 'Unknown'}{' '}
                  <Text as="span" fontSize="2.2vh" color="whiteAlpha.700">
                    {r.row.teamName}
                  </Text>
                </Box>
                <Box as="td" textAlign="end" fontSize="3.2vh">
                  {thruLabel(r.row)}
                </Box>
                <Box as="td" textAlign="end" fontSize="3.6vh" fontWeight="bold" color="gold.300">
                  {net ? formatToPar(r.row.toPar) : r.row.points}
                </Box>
                {!net && (
                  <Box as="td" textAlign="end" fontSize="3.2vh">
                    {r.row.thru > 0 ? formatPace(r.pace) : '-'}
                  </Box>
                )}
                <Box as="td" textAlign="end" fontSize="3.2vh" px="1vw">
                  {r.row.thru > 0 ? r.row.gross : '-'}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
        {teams.length > 0 && (
          <Box>
            <Text fontSize="3vh" fontWeight="bold" color="gold.300" mb="1vh">
              Teams (best 2)
            </Text>
            {teams.map((team) => (
              <Flex key={team.teamId} justify="space-between" fontSize="3vh" h="6vh" align="center">
                <Text truncate>
                  {team.label}. {team.teamName}
                </Text>
                <Text fontWeight="bold">{team.points}</Text>
              </Flex>
            ))}
          </Box>
        )}
      </Grid>
      {!net && (
        <Text position="fixed" bottom="1.5vh" left="3vw" right="3vw" fontSize="1.8vh" color="whiteAlpha.700">
          {PACE_DEFINITION}
        </Text>
      )}
      {rows.length === 0 && !board.loading && (
        <Text fontSize="4vh" mt="10vh" textAlign="center">
          The board fills in as the first scores arrive.
        </Text>
      )}
    </Box>
  );
}
