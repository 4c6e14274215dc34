import { Box, Button, Container } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLive } from '@/lib/data/use-live';
import { startOfSocietyDay } from '@/lib/dates';
import { tournamentBoardRef, todaysTournaments } from '../api/queries';
import { boardEntries, boardPhase, isToday } from '../model';
import { ProvisionalLeague } from './ProvisionalLeague';

/**
 * Home (/): while a league tournament is played today, the league as it would
 * stand if the round ended now, marked provisional (nothing otherwise).
 * Reads the next few tournaments and the board digest of today's: a handful of documents, whatever the field.
 */
export function LeagueNow() {
  const next = useLive(todaysTournaments(startOfSocietyDay()));
  const today = (next.data ?? []).filter((t) => t.isLeagueEvent && isToday(t.date));
  return (
    <>
      {today.map((t) => (
        <LeagueOf key={t.id} id={t.id} name={t.name} date={t.date} />
      ))}
    </>
  );
}

function LeagueOf({ id, name, date }: { id: string; name: string; date: Date }) {
  const board = useLive(tournamentBoardRef(id));
  const rows = boardEntries(board.data);
  if (boardPhase(rows, date) !== 'live' || !rows.some((r) => r.thru > 0)) return null;
  return (
    <Box as="section" aria-label={`${name}: the league now`} py={{ base: '10', md: '14' }}>
      <Container maxW="6xl">
        <ProvisionalLeague rows={rows} scores={board.data?.scores} />
        <Button asChild variant="outline" colorPalette="brand" mt="4">
          <Link to={paths.tournament(id)}>{name}: live leaderboard</Link>
        </Button>
      </Container>
    </Box>
  );
}
