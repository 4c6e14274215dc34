import { Button, Container, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState } from '@/components/kit';
import { toaster } from '@/components/ui/toaster';
import type { Row } from '@/lib/data/refs';
import { errorMessage } from '@/lib/errors';
import { disagreements, scoreCard, type CardTotals, type Hole } from '@/lib/scoring';
import { courseProblems, type StrokesMap } from '@/lib/schemas/scoring';
import { entryText } from '../../components/HoleByHoleCard';
import { playOrder, playingHandicapOf, runningText, type PlayKind } from '../../model';
import { enterScore } from '../api/mutations';
import { countUnder, usePendingEntries } from '../api/pending';
import { cardRef, cardsPrefix } from '../api/queries';
import { Certify } from './Certify';
import { HoleStrip, type View } from './HoleStrip';
import { ScoreButtons } from './ScoreButtons';
import { SyncStatus } from './SyncStatus';
import { useCourse, useGroupCards, usePlayEvent, usePlayGroup, type PlayEvent, type PlayGroup } from './use-play-day';

type Card = Row<'tournamentCards'>;
type Field = 'strokes' | 'playerStrokes';

/** One player of the group with their card and its values (all from the core). */
export interface Player {
  id: string;
  name: string;
  card: Card;
  ref: ReturnType<typeof cardRef>;
  playingHandicap: number;
  /** The marker's card. */
  totals: CardTotals;
  /** The player's own record. */
  own: CardTotals;
  /** Holes where the card and the player's own record differ. */
  differ: number[];
}

const entryOf = (strokes: StrokesMap | undefined, hole: number) => strokes?.[String(hole) as keyof StrokesMap];

/**
 * /play/tournament/:id and /play/par3/:id: the group's card on the phone at
 * the course. The marker enters every player's score hole by hole; a player
 * who is not the marker keeps their own record of their own score. Every
 * entry is saved on the phone at once and syncs by itself.
 */
export function CardScreen({ kind, eventId, uid }: { kind: PlayKind; eventId: string; uid: string }) {
  const event = usePlayEvent(kind, eventId);
  const group = usePlayGroup(event.data ?? null, uid);
  const course = useCourse(event.data?.courseId ?? null);
  const cards = useGroupCards(event.data ?? null, group.data);

  const frame = (body: React.ReactNode) => (
    <Container maxW="lg" px="3" py="4">
      {body}
    </Container>
  );
  const say = (title: string, text?: string) =>
    frame(
      <Stack gap="2">
        <Heading as="h1" size="xl" fontFamily="heading">
          {title}
        </Heading>
        {text && <EmptyState py="6">{text}</EmptyState>}
      </Stack>,
    );

  if (event.error !== undefined)
    return frame(<ErrorState wholePage error={event.error} title="Failed to load the card" onRetry={event.retry} />);
  if (event.loading) return frame(<LoadingState label="Loading the card..." />);
  if (!event.data) return say('Card', 'This event was not found.');
  const e = event.data;
  if (!e.courseId) return say(e.name, 'This event is not scored hole by hole: its results are entered by the committee.');
  const failed = [group, course, cards].find((live) => live.error !== undefined);
  if (failed) return frame(<ErrorState wholePage error={failed.error} title="Failed to load the card" onRetry={failed.retry} />);
  if (group.loading || course.loading) return frame(<LoadingState label="Loading the card..." />);
  if (!group.data) return say(e.name, 'Your group has not been published yet. It will show here once the committee publishes the groups.');
  if (!course.data) return say(e.name, 'The course of this event was not found.');
  const problems = courseProblems(course.data.holes);
  if (problems.length > 0) return say(e.name, `This course cannot be scored yet: ${problems.join('; ')}.`);
  if (cards.loading || !cards.data) return frame(<LoadingState label="Loading the card..." />);
  return frame(<Board event={e} group={group.data} course={course.data} cards={cards.data} uid={uid} />);
}

function Board({
  event,
  group,
  course,
  cards,
  uid,
}: {
  event: PlayEvent;
  group: PlayGroup;
  course: Row<'courses'>;
  cards: (Card | null)[];
  uid: string;
}) {
  const holes: Hole[] = course.holes;
  const tee = course.tees.find((t) => t.name === event.teeName) ?? null;
  const order = useMemo(() => playOrder(group.startHole, holes.length), [group.startHole, holes.length]);

  const players = useMemo(
    () =>
      group.memberIds.flatMap((id, i): Player[] => {
        const card = cards[i];
        if (!card) return [];
        const ph = playingHandicapOf(card, holes, tee, event.allowance);
        return [
          {
            id,
            name: group.names[id] ?? 'A member',
            card,
            ref: cardRef(event.kind, event.id, id),
            playingHandicap: ph,
            totals: scoreCard(holes, ph, card.strokes),
            own: scoreCard(holes, ph, card.playerStrokes),
            differ: disagreements(card.strokes, card.playerStrokes),
          },
        ];
      }),
    [group, cards, holes, tee, event],
  );

  // The marker enters the cards they mark; a player who is not the marker keeps their own record.
  const marking = players.filter((p) => p.card.markerId === uid);
  const me = players.find((p) => p.id === uid);
  const rows: { player: Player; field: Field }[] =
    marking.length > 0 ? marking.map((player) => ({ player, field: 'strokes' })) : me ? [{ player: me, field: 'playerStrokes' }] : [];

  const done = new Set(
    order.filter((hole) => rows.length > 0 && rows.every(({ player, field }) => entryOf(player.card[field], hole) !== undefined)),
  );
  const flagged = new Set(rows.flatMap(({ player }) => player.differ));

  const [params, setParams] = useSearchParams();
  const asked = params.get('hole');
  // Without ?hole=, the card opens where the group is (the first hole without an entry) and stays there as entries come in.
  const [start] = useState<View>(() => order.find((hole) => !done.has(hole)) ?? 'card');
  const view: View = asked === 'card' ? 'card' : order.includes(Number(asked)) ? Number(asked) : start;
  const go = (next: View) => {
    setParams({ hole: String(next) }, { replace: true });
    window.scrollTo({ top: 0 });
  };

  const pending = usePendingEntries();
  const waiting = countUnder(pending, cardsPrefix(event.kind, event.id));
  const marker = group.markerId ? (group.names[group.markerId] ?? 'A member') : null;

  const enter = (player: Player, field: Field, hole: number, value: number | null) =>
    enterScore(player.ref, field, hole, value).catch((error: unknown) =>
      toaster.create({
        type: 'error',
        title: 'This score was not accepted',
        description: `${player.name}, hole ${hole}: ${errorMessage(error)}`,
      }),
    );

  return (
    // Room at the foot for the frame's offline badge, so it never covers the hole buttons.
    <Stack gap="3" pb="24">
      <Stack gap="0">
        <Heading as="h1" size="xl" fontFamily="heading" lineHeight="1.2">
          {event.name}
        </Heading>
        <Text color="gray.800" fontSize="sm">
          {marking.length > 0 ? 'You are the marker' : `Marker: ${marker ?? 'not chosen yet'}`} · Tee {group.teeTime} · Starts on hole{' '}
          {group.startHole}
        </Text>
      </Stack>
      <SyncStatus waiting={waiting} />
      <HoleStrip order={order} current={view} done={done} flagged={flagged} onGo={go} />
      {view === 'card' ? (
        <Certify players={players} uid={uid} holeCount={holes.length} />
      ) : (
        <HoleView
          hole={view}
          holes={holes}
          rows={rows}
          marking={marking.length > 0}
          onEnter={enter}
          prev={order[order.indexOf(view) - 1]}
          next={order[order.indexOf(view) + 1]}
          onGo={go}
        />
      )}
    </Stack>
  );
}

function HoleView({
  hole,
  holes,
  rows,
  marking,
  onEnter,
  prev,
  next,
  onGo,
}: {
  hole: number;
  holes: Hole[];
  rows: { player: Player; field: Field }[];
  marking: boolean;
  onEnter: (player: Player, field: Field, hole: number, value: number | null) => void;
  prev: number | undefined;
  next: number | undefined;
  onGo: (view: View) => void;
}) {
  const info = holes[hole - 1];
  if (!info) return null;
  return (
    <Stack gap="3">
      <HStack as="section" aria-label={`Hole ${hole}`} justify="space-between" bg="brand.900" color="white" px="4" py="2" rounded="lg">
        <Heading as="h2" size="2xl" fontFamily="heading" color="white" data-testid="hole-number">
          Hole {hole}
        </Heading>
        <Stack gap="0" align="end">
          <Text fontSize="2xl" fontWeight="bold" lineHeight="1.1">
            Par {info.par}
          </Text>
          <Text fontSize="sm">Stroke index {info.strokeIndex}</Text>
        </Stack>
      </HStack>
      {rows.length === 0 && <EmptyState py="4">You are not on a card of this group.</EmptyState>}
      {rows.map(({ player, field }) => {
        const mine = field === 'playerStrokes' ? player.own : player.totals;
        const result = mine.holes[hole - 1];
        const value = entryOf(player.card[field], hole);
        const other = entryOf(field === 'strokes' ? player.card.playerStrokes : player.card.strokes, hole);
        const differs = player.differ.includes(hole)
          ? field === 'strokes'
            ? `${player.name}'s own record says ${entryText(other)}`
            : `The marker's card says ${entryText(other)}`
          : undefined;
        return (
          <ScoreButtons
            key={player.id}
            name={player.name}
            tag={field === 'playerStrokes' ? 'your own record' : undefined}
            par={info.par}
            received={result?.received ?? 0}
            value={value}
            running={runningText(mine)}
            differs={differs}
            enabled={player.card.status === 'open'}
            onEnter={(v) => onEnter(player, field, hole, v)}
          />
        );
      })}
      {rows.some(({ player }) => player.card.status !== 'open') && (
        <Text bg="gray.100" px="3" py="2" rounded="md" fontWeight="semibold">
          {marking ? 'These cards are submitted: scores can no longer be changed here.' : 'Your card is submitted: see the Card tab.'}
        </Text>
      )}
      <Grid as="nav" aria-label="Previous and next hole" templateColumns="1fr 1fr" gap="2" pt="1">
        <Button
          h="14"
          fontSize="lg"
          variant="outline"
          colorPalette="brand"
          borderWidth="2px"
          disabled={prev === undefined}
          onClick={() => prev !== undefined && onGo(prev)}
        >
          <LuChevronLeft aria-hidden /> {prev === undefined ? 'First hole' : `Hole ${prev}`}
        </Button>
        <Button h="14" fontSize="lg" colorPalette="brand" onClick={() => onGo(next ?? 'card')}>
          {next === undefined ? 'Card' : `Hole ${next}`} <LuChevronRight aria-hidden />
        </Button>
      </Grid>
    </Stack>
  );
}
