import { Badge, Box, Button, Card, Grid, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { LuClipboardPen } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { ErrorState } from '@/components/kit';
import { paths } from '@/config/paths';
import { ARRIVAL } from '@/lib/calendar';
import type { Row } from '@/lib/data/refs';
import { joinLive, type Live } from '@/lib/data/use-live';
import { formatDate, societyDay } from '@/lib/dates';
import { minutesBefore, startOf } from '@/lib/event-times';
import { scoreCard } from '@/lib/scoring';
import { playingHandicapOf, runningText } from '../../model';
import { par3Event, tournamentEvent, useCourse, useGroupCards, usePlayGroup, type PlayEvent, type PlayGroup } from './use-play-day';

interface Props {
  uid: string;
  /** The member's registered upcoming tournaments and Par 3 nights (the dashboard's lists), soonest first. */
  tournaments: Live<Row<'tournaments'>[]>;
  par3Events: Live<Row<'par3Events'>[]>;
}

/** The soonest of the member's events. */
function soonest(tournaments: Row<'tournaments'>[], par3: Row<'par3Events'>[]): PlayEvent | null {
  const all = [...tournaments.map(tournamentEvent), ...par3.map(par3Event)].sort((a, b) => a.date.getTime() - b.date.getTime());
  return all[0] ?? null;
}

/**
 * The dashboard's top card: the member's next event, all a phone needs on the
 * day without scrolling: the event, date, venue, arrival time, their tee time,
 * playing partners and marker, and on the day one large button to the
 * group's card. It follows the group, the course and the group's cards live, so
 * all of it (and the card screen) opens with no signal once seen.
 */
export function NextEventCard({ uid, tournaments, par3Events }: Props) {
  const events = joinLive(tournaments, par3Events, (t, p) => ({ t, p }));
  const next = useMemo(() => (events.data ? soonest(events.data.t, events.data.p) : undefined), [events.data]);
  const group = usePlayGroup(next ?? null, uid);

  return (
    <Card.Root as="section" aria-label="Your next event" borderWidth="2px" borderColor="brand.700" data-testid="next-event">
      <Card.Body p="4" gap="3">
        {events.error !== undefined ? (
          <ErrorState error={events.error} title="Failed to load your next event" onRetry={events.retry} py="2" />
        ) : next === undefined ? (
          <Stack gap="3" role="status" aria-label="Loading your next event" minH="64">
            <Skeleton h="6" w="40%" />
            <Skeleton h="8" w="80%" />
            <Skeleton h="5" w="60%" />
            <Skeleton h="20" />
          </Stack>
        ) : next === null ? (
          <Stack gap="2">
            <Heading as="h2" size="lg" fontFamily="heading">
              Your next event
            </Heading>
            <Text color="fg.muted">You are not registered for an upcoming event.</Text>
            <Button asChild alignSelf="start" colorPalette="brand" variant="outline">
              <Link to={paths.tournaments}>View Tournaments</Link>
            </Button>
          </Stack>
        ) : (
          <NextEvent event={next} group={group} uid={uid} />
        )}
      </Card.Body>
    </Card.Root>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap="0">
      <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide" color="gray.700">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="bold" lineHeight="1.2" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

function NextEvent({ event, group, uid }: { event: PlayEvent; group: Live<PlayGroup | null>; uid: string }) {
  const today = societyDay(event.date) === societyDay(new Date());
  const g = group.data ?? null;
  // Until the group has answered, the tee time (and the arrival) is not known: a published group's time wins.
  const teeTime = group.loading ? '…' : (g?.teeTime ?? (event.kind === 'tournament' ? event.teeOffTime : ''));
  const arrival = event.kind === 'tournament' ? ARRIVAL.tournament : ARRIVAL.par3;
  const arrive = group.loading ? '…' : teeTime ? minutesBefore(startOf(event.date, teeTime), arrival.minutes) : null;
  const others = g ? g.memberIds.filter((id) => id !== uid).map((id) => g.names[id] ?? 'A member') : [];
  const marker = g?.markerId ? (g.markerId === uid ? 'You' : (g.names[g.markerId] ?? 'A member')) : null;

  return (
    <Stack gap="3">
      <HStack justify="space-between" align="start" gap="2">
        <Stack gap="0.5" minW="0">
          <Text fontSize="sm" fontWeight="semibold" color="brand.800">
            Your next event
          </Text>
          <Heading as="h2" size="xl" fontFamily="heading" lineHeight="1.2" data-testid="next-event-name">
            {event.name}
          </Heading>
        </Stack>
        {today && (
          <Badge colorPalette="gold" variant="solid" size="lg" flexShrink={0}>
            Today
          </Badge>
        )}
      </HStack>
      <Text fontWeight="semibold" data-testid="next-event-when">
        {formatDate(event.date, 'weekday')} · {event.location}
      </Text>
      <Grid templateColumns="1fr 1fr" gap="3">
        <Fact label="Arrive by" value={arrive ?? 'To be set'} testId="next-event-arrive" />
        <Fact label={g ? 'Your tee time' : 'Tee off'} value={teeTime || 'To be set'} testId="next-event-tee" />
      </Grid>
      {group.error !== undefined ? (
        <ErrorState error={group.error} title="Failed to load your group" onRetry={group.retry} py="2" />
      ) : group.loading ? (
        <Skeleton h="16" role="status" aria-busy="true" aria-label="Loading your group" />
      ) : g ? (
        <Stack gap="1">
          <Text data-testid="next-event-partners">
            <Text as="span" fontWeight="semibold">
              Playing with:{' '}
            </Text>
            {others.length > 0 ? others.join(', ') : 'no one else yet'}
          </Text>
          <Text data-testid="next-event-marker">
            <Text as="span" fontWeight="semibold">
              Marker:{' '}
            </Text>
            {marker ?? 'not chosen yet'}
          </Text>
          {g.startHole !== 1 && <Text fontSize="sm">Your group starts on hole {g.startHole}.</Text>}
        </Stack>
      ) : (
        <Text color="gray.800">
          {event.kind === 'tournament' ? 'Groups are not published yet: your tee time, partners and marker will show here.' : ''}
        </Text>
      )}
      {g && event.courseId && <OnTheCourse event={event} group={g} uid={uid} today={today} />}
    </Stack>
  );
}

/**
 * Keeps the card's course and the group's cards on the phone (followed live,
 * so Firestore's cache has them for the card screen with no signal) and, on
 * the day, the large button to the card with the member's running score.
 */
function OnTheCourse({ event, group, uid, today }: { event: PlayEvent; group: PlayGroup; uid: string; today: boolean }) {
  const course = useCourse(event.courseId);
  const cards = useGroupCards(event, group);
  if (!today) return null;
  const i = group.memberIds.indexOf(uid);
  const card = cards.data?.[i];
  const holes = course.data?.holes;
  const tee = course.data?.tees.find((t) => t.name === event.teeName) ?? null;
  const totals = card && holes ? scoreCard(holes, playingHandicapOf(card, holes, tee, event.allowance), card.strokes) : null;
  return (
    <Stack gap="2">
      <Button asChild h="16" fontSize="xl" colorPalette="brand" data-testid="open-card">
        <Link to={paths.playCard(event.kind, event.id)}>
          <LuClipboardPen aria-hidden /> {group.markerId === uid ? "Open the group's card" : 'Open my card'}
        </Link>
      </Button>
      {totals && totals.thru > 0 && (
        <Box textAlign="center" fontSize="sm" color="gray.800" data-testid="next-event-score">
          Your card: {runningText(totals)}
        </Box>
      )}
    </Stack>
  );
}
