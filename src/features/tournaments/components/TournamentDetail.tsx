import { Badge, Box, Button, Container, Grid, Heading, HStack, Icon, Image, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { LuAlarmClock, LuArrowLeft, LuCalendar, LuClock, LuFlag, LuMapPin, LuTicket, LuUsers } from 'react-icons/lu';
import { Link, useNavigate } from 'react-router-dom';
import { AddToCalendarButton, ReadState, type ScoreColumn, ScoreTable } from '@/components/kit';
import { PageMeta } from '@/components/layout/PageMeta';
import { Section } from '@/components/layout/Section';
import { toaster } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { ARRIVAL } from '@/lib/calendar';
import { sessionWhenKnown, useSessionHint } from '@/lib/auth/session';
import { standingsRef, type Row } from '@/lib/data/live-read';
import { joinLive, useLive } from '@/lib/data/use-live';
import { formatDate, isUpcoming } from '@/lib/dates';
import { useDigestList } from '@/lib/data/use-digest';
import { tournamentBoardRef, tournamentRef, tournamentRegistrations, tournamentScores } from '../api/queries';
import {
  NO_TEAM,
  TOURNAMENT_MINUTES,
  UNKNOWN_MEMBER,
  arrivalTime,
  formatFee,
  formatLabel,
  placesLeft,
  resultRows,
  teeOffMoment,
  tournamentBadge,
  tournamentSummary,
} from '../model';
import { photo, logo } from '@/lib/images';
import { sportsEvent } from '@/lib/structured-data';
import { Static } from '@/components/layout/static';

/**
 * /tournament/{id}: details, registered participants and results; "Tournament not found" for a bad id.
 * `board` is the live board the route composes in (another feature's), shown above the participants.
 */
export function TournamentDetail({ id, board }: { id: string; board?: (tournament: Row<'tournaments'>) => React.ReactNode }) {
  const tournament = useLive(tournamentRef(id));

  return (
    <ReadState
      live={tournament}
      loading="Loading tournament..."
      errorTitle="Failed to load tournament details"
      wholePage
      empty={<NotFound />}
      minH="100vh"
    >
      {(t) => <Tournament tournament={t} board={board} />}
    </ReadState>
  );
}

function NotFound() {
  return (
    <Stack align="center" gap="6" py="16">
      <PageMeta title="Tournament not found" />
      <Heading as="h1" fontFamily="heading" size="3xl" color="brand.fg">
        Tournament not found
      </Heading>
      <Button asChild colorPalette="brand" variant="outline">
        <Link to={paths.tournaments}>
          <LuArrowLeft aria-hidden /> Back to Tournaments
        </Link>
      </Button>
    </Stack>
  );
}

function Tournament({
  tournament: t,
  board,
}: {
  tournament: Row<'tournaments'>;
  board?: (tournament: Row<'tournaments'>) => React.ReactNode;
}) {
  const upcoming = isUpcoming(t.date);
  const badge = tournamentBadge(t.date);
  const arrival = arrivalTime(t);
  const start = teeOffMoment(t);

  return (
    <>
      <PageMeta
        title={t.name}
        description={tournamentSummary(t)}
        image={t.imageUrl || undefined}
        structuredData={[
          sportsEvent({
            name: t.name,
            start: start ?? t.date,
            location: t.location,
            description: t.description,
            image: t.imageUrl,
          }),
        ]}
      />
      <Box as="section" aria-labelledby="tournament-name" position="relative" color="white" bg="brand.950" overflow="hidden">
        {t.imageUrl && (
          <Image
            {...photo(t.imageUrl, { sizes: '100vw', width: 1600, height: 600 })}
            position="absolute"
            inset="0"
            h="full"
            opacity={0.35}
            fetchPriority="high"
          />
        )}
        <Container maxW="5xl" position="relative" py={{ base: '14', md: '24' }}>
          <Stack gap="4" align="start">
            <Badge colorPalette="gold" variant="solid" size="lg" rounded="full" px="4" textTransform="uppercase" letterSpacing="wider">
              {badge}
            </Badge>
            <Heading as="h1" id="tournament-name" fontFamily="heading" size={{ base: '3xl', md: '5xl' }} lineHeight="shorter">
              {t.name}
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="gold.300" fontWeight="semibold">
              <time dateTime={t.date.toISOString()}>{formatDate(t.date, 'weekday')}</time>
            </Text>
            <Wrap gap="3" pt="2">
              {upcoming && <RegisterButton tournamentId={t.id} />}
              <AddToCalendarButton
                colorPalette="gold"
                variant="outline"
                color="white"
                borderColor="whiteAlpha.700"
                _hover={{ bg: 'whiteAlpha.200' }}
                event={{
                  title: t.name,
                  start,
                  durationMinutes: TOURNAMENT_MINUTES,
                  location: t.location,
                  description: t.agenda || t.description,
                  arrive: ARRIVAL.tournament,
                  // (Only used when the file is made, in the browser; the server renders the page without a window.)
                  url: `${typeof window === 'undefined' ? '' : window.location.origin}${paths.tournament(t.id)}`,
                }}
              />
            </Wrap>
          </Stack>
        </Container>
      </Box>

      <Static data={[t, upcoming]}>
        <Container maxW="5xl" py={{ base: '10', md: '14' }}>
          <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="10">
            <Stack gap="8">
              {t.description && (
                <Box>
                  <Heading as="h2" fontFamily="heading" size="xl" color="brand.fg" mb="3">
                    About the Tournament
                  </Heading>
                  <Text whiteSpace="pre-line" color="fg.muted" fontSize="lg">
                    {t.description}
                  </Text>
                </Box>
              )}
              {t.agenda && (
                <Box>
                  <Heading as="h2" fontFamily="heading" size="xl" color="brand.fg" mb="3">
                    Agenda
                  </Heading>
                  <Stack as="ul" gap="2" listStyleType="none">
                    {t.agenda
                      .split('\n')
                      .map((line) => line.trim())
                      .filter(Boolean)
                      .map((line, i) => (
                        <HStack as="li" key={i} gap="3" align="start">
                          <Box mt="2" boxSize="2" rounded="full" bg="gold.500" flexShrink={0} aria-hidden />
                          <Text>{line}</Text>
                        </HStack>
                      ))}
                  </Stack>
                </Box>
              )}
            </Stack>

            <Box
              as="aside"
              aria-labelledby="tournament-details"
              p="6"
              rounded="xl"
              borderWidth="1px"
              borderColor="border.muted"
              bg="bg.subtle"
              alignSelf="start"
            >
              <Heading as="h2" id="tournament-details" fontFamily="heading" size="lg" color="brand.fg" mb="4">
                Details
              </Heading>
              <Stack as="dl" gap="3" fontSize="sm">
                <Detail icon={<LuCalendar />} term="Date">
                  {formatDate(t.date, 'weekday')}
                </Detail>
                {t.teeOffTime && (
                  <Detail icon={<LuClock />} term="Tee-off">
                    {t.teeOffTime}
                  </Detail>
                )}
                {arrival && (
                  <Detail icon={<LuAlarmClock />} term="Arrival">
                    {formatDate(arrival, 'time')} ({ARRIVAL.tournament.minutes} minutes before {ARRIVAL.tournament.before})
                  </Detail>
                )}
                <Detail icon={<LuMapPin />} term="Location">
                  {t.location}
                </Detail>
                <Detail icon={<LuFlag />} term="Format">
                  {formatLabel(t.format)}
                </Detail>
                <Detail icon={<LuTicket />} term="Fee">
                  {formatFee(t.registrationFee)}
                </Detail>
                {upcoming && (
                  <Detail icon={<LuUsers />} term="Places left">
                    {placesLeft(t)} of {t.maxParticipants}
                  </Detail>
                )}
              </Stack>
              {t.sponsorName && (
                <Box mt="6" pt="4" borderTopWidth="1px" borderColor="border.muted">
                  <Text fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted" mb="2">
                    Sponsored by
                  </Text>
                  <HStack gap="3">
                    {t.sponsorLogoUrl && (
                      <Image {...logo(t.sponsorLogoUrl, t.sponsorName, { width: 96, height: 48 })} h="12" w="auto" maxW="24" />
                    )}
                    <Text fontWeight="semibold">{t.sponsorName}</Text>
                  </HStack>
                </Box>
              )}
            </Box>
          </Grid>
        </Container>
      </Static>

      {board?.(t)}
      <Participants tournamentId={t.id} />
      {!upcoming || t.status === 'completed' ? <Results tournamentId={t.id} /> : null}
    </>
  );
}

/** One term of the details list: a <div> of exactly a <dt> (icon and term) and a <dd> (what a list allows). */
function Detail({ icon, term, children }: { icon: React.ReactNode; term: string; children: React.ReactNode }) {
  return (
    <HStack gap="2" align="start">
      <Text as="dt" fontWeight="semibold" display="inline-flex" alignItems="start" gap="2" flexShrink={0}>
        <Icon aria-hidden color="gold.fg" mt="0.5">
          {icon}
        </Icon>
        {term}:
      </Text>
      <Text as="dd">{children}</Text>
    </HStack>
  );
}

/**
 * Members go to the registration page; visitors are asked to sign in. From the session's hint: a visitor's page
 * needs no Auth to ask them (a browser that had a session loads it at once, and the button waits for it).
 */
function RegisterButton({ tournamentId }: { tournamentId: string }) {
  const { loading } = useSessionHint();
  const navigate = useNavigate();
  // The session as it is when the tap is handled (a tap kept before the app started included).
  const register = () =>
    void sessionWhenKnown().then(({ user }) => {
      if (user) {
        navigate(paths.tournamentRegister(tournamentId));
        return;
      }
      toaster.create({ type: 'info', title: 'Please sign in to register for tournaments' });
      navigate(paths.auth);
    });
  return (
    <Button colorPalette="gold" size="lg" disabled={loading} onClick={register}>
      Register Now
    </Button>
  );
}

// The orders of the source queries (Firestore breaks ties by id), for the same rows read from the tournament's board.
const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const byRegisteredAt = (a: Row<'tournamentRegistrations'>, b: Row<'tournamentRegistrations'>) =>
  a.registeredAt.getTime() - b.registeredAt.getTime() || byId(a, b);
const byPoints = (a: Row<'scores'>, b: Row<'scores'>) => b.points - a.points || byId(a, b);

function Participants({ tournamentId }: { tournamentId: string }) {
  const board = useLive(tournamentBoardRef(tournamentId));
  const registrations = useDigestList(board, (b) => b.registrations, tournamentRegistrations(tournamentId), byRegisteredAt);
  return (
    <Section heading="Registered Participants" bg="bg.subtle">
      <ReadState live={registrations} loading="Loading participants..." empty="No registrations yet" minH="xs">
        {(rows) => (
          <Static data={rows}>
            <Table.ScrollArea borderWidth="1px" borderColor="border.muted" rounded="lg" maxW="3xl" mx="auto">
              <Table.Root size="sm" aria-label="Registered participants">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader w="10">#</Table.ColumnHeader>
                    <Table.ColumnHeader>Name</Table.ColumnHeader>
                    <Table.ColumnHeader>Team</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Handicap</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {rows.map((r, i) => (
                    <Table.Row key={r.id}>
                      <Table.Cell>{i + 1}</Table.Cell>
                      <Table.Cell fontWeight="medium">{r.fullName || UNKNOWN_MEMBER}</Table.Cell>
                      <Table.Cell>{r.teamName || NO_TEAM}</Table.Cell>
                      <Table.Cell textAlign="end">{r.handicap === null ? '-' : r.handicap.toFixed(1)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          </Static>
        )}
      </ReadState>
    </Section>
  );
}

const RESULT_COLUMNS: ScoreColumn<ReturnType<typeof resultRows>[number]>[] = [
  { header: 'Pos', width: '12', strong: true, cell: (r) => r.position },
  { header: 'Player', cell: (r) => <Text fontWeight="medium">{r.fullName}</Text> },
  {
    header: 'Team',
    cell: (r) => (
      <HStack gap="1.5">
        <Box boxSize="2.5" rounded="full" bg={r.teamColor} aria-hidden flexShrink={0} />
        <Text>{r.teamName}</Text>
      </HStack>
    ),
  },
  { header: 'Points', end: true, strong: true, cell: (r) => r.points },
  { header: 'Gross', end: true, cell: (r) => r.grossScore },
  { header: 'Net', end: true, cell: (r) => r.netScore },
  { header: 'Birdies', end: true, cell: (r) => r.birdies },
];

function Results({ tournamentId }: { tournamentId: string }) {
  const board = useLive(tournamentBoardRef(tournamentId));
  const scores = useDigestList(board, (b) => b.scores, tournamentScores(tournamentId), byPoints);
  const standings = useLive(standingsRef());
  const live = joinLive(scores, standings, resultRows);
  // A tournament scored on cards: the live board shows its results (ordered with countback).
  if (Object.keys(board.data?.cards ?? {}).length > 0) return null;

  return (
    <Section heading="Results">
      <ReadState live={live} loading="Loading results..." empty="No results recorded yet." minH="xs">
        {(rows) => (
          <Static data={rows}>
            <ScoreTable label="Results" columns={RESULT_COLUMNS} rows={rows} rowKey={(r) => r.id} highlight={(r) => r.position <= 3} />
          </Static>
        )}
      </ReadState>
    </Section>
  );
}
