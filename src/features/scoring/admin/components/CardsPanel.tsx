import { Badge, Box, Button, Checkbox, Field, Flex, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { LuCheck, LuChevronDown, LuChevronUp, LuRotateCcw } from 'react-icons/lu';
import { ReadState, SelectInput, useAction } from '@/components/kit';
import type { Row } from '@/lib/data/refs';
import { useLive } from '@/lib/data/use-live';
import { serverMessage } from '@/lib/errors';
import { courseProblems, MAX_STROKES, type CardStatus } from '@/lib/schemas/scoring';
import { isCardComplete, scoreCard } from '@/lib/scoring';
import { correctHole, reopenCard, verifyCard } from '../api/mutations';
import { CorrectionLog } from './CorrectionLog';
import { cardsRef, courseRef, memberCards, par3Registrations, registrationsInOrder, type EventKind } from '../api/queries';
import { compareNames } from '@/lib/name-order';

type Card = Row<'tournamentCards'>;
type Course = Row<'courses'>;

export const STATUS_LABELS: Record<CardStatus, string> = {
  open: 'Open',
  submitted: 'Submitted',
  attested: 'Attested',
  verified: 'Verified',
};

const STATUS_COLORS: Record<CardStatus, string> = { open: 'gray', submitted: 'blue', attested: 'orange', verified: 'green' };

/** The event whose cards are shown: a tournament or a Par 3 night with a course. */
export interface CardsEvent {
  kind: EventKind;
  id: string;
  name: string;
  courseId: string;
}

/**
 * The cards of an event played on a course (issue 28): each player's status,
 * gross, points and holes played; open a card's holes; Verify a submitted or
 * attested card, Reopen one, correct a hole on any card (on a verified card
 * the functions log the change, shown under the card).
 */
export function CardsPanel({ event }: { event: CardsEvent }) {
  const course = useLive(courseRef(event.courseId));
  const cards = useLive(cardsRef(event.kind, event.id));
  const entries = useLive(event.kind === 'tournament' ? registrationsInOrder(event.id) : null);
  const nights = useLive(event.kind === 'par3' ? par3Registrations(event.id) : null);
  const members = useLive(memberCards());
  const names = new Map<string, string>();
  for (const m of members.data ?? []) names.set(m.id, m.fullName);
  for (const r of [...(entries.data ?? []), ...(nights.data ?? [])]) if (r.fullName) names.set(r.memberId, r.fullName);
  const nameOf = (id: string) => names.get(id) ?? 'Former member';

  return (
    <ReadState live={course} loading="Loading course..." errorTitle="Failed to fetch course" empty="The event's course no longer exists.">
      {(c) => {
        const problems = courseProblems(c.holes);
        if (problems.length > 0)
          return (
            <Box role="alert" p="4" borderWidth="1px" borderColor="border.error" rounded="md">
              <Text fontWeight="semibold">{c.name} cannot be scored: fix it in Courses.</Text>
              <Text fontSize="sm">{problems.join(' ')}</Text>
            </Box>
          );
        return (
          <ReadState
            live={cards}
            loading="Loading cards..."
            empty="No cards yet: members get one when they register."
            errorTitle="Failed to fetch cards"
          >
            {(rows) => (
              <CardList
                event={event}
                course={c}
                cards={[...rows].sort((a, b) => compareNames(nameOf(a.id), nameOf(b.id)))}
                nameOf={nameOf}
              />
            )}
          </ReadState>
        );
      }}
    </ReadState>
  );
}

function CardList({ event, course, cards, nameOf }: { event: CardsEvent; course: Course; cards: Card[]; nameOf: (id: string) => string }) {
  const counts = cards.reduce<Record<string, number>>((acc, c) => ({ ...acc, [c.status]: (acc[c.status] ?? 0) + 1 }), {});
  return (
    <Stack gap="4">
      <HStack gap="2" wrap="wrap" aria-label="Cards by status">
        <Text fontWeight="semibold">
          {cards.length} {cards.length === 1 ? 'card' : 'cards'} on {course.name}:
        </Text>
        {(Object.keys(STATUS_LABELS) as CardStatus[]).map((s) => (
          <Badge key={s} colorPalette={STATUS_COLORS[s]}>
            {counts[s] ?? 0} {STATUS_LABELS[s].toLowerCase()}
          </Badge>
        ))}
      </HStack>
      <Stack as="ul" gap="3" listStyleType="none" aria-label="Cards">
        {cards.map((card) => (
          <CardRow key={card.id} event={event} course={course} card={card} name={nameOf(card.id)} />
        ))}
      </Stack>
    </Stack>
  );
}

function CardRow({ event, course, card, name }: { event: CardsEvent; course: Course; card: Card; name: string }) {
  const [open, setOpen] = useState(false);
  const holesId = useId();
  const complete = isCardComplete(card.strokes, course.holes.length);
  const verify = useAction(() => verifyCard(event.kind, event.id, card.id), {
    success: `Card verified: ${name}`,
    failure: 'Failed to verify card',
  });
  const reopen = useAction(() => reopenCard(event.kind, event.id, card.id), {
    success: `Card reopened: ${name}`,
    failure: 'Failed to reopen card',
  });
  const canVerify = (card.status === 'submitted' || card.status === 'attested') && complete;
  return (
    <Box as="li" p="4" borderWidth="1px" rounded="lg" bg="bg" aria-label={`Card of ${name}`}>
      <Flex direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3" align={{ md: 'center' }}>
        <Stack gap="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold" fontSize="lg">
              {name}
            </Text>
            <Badge colorPalette={STATUS_COLORS[card.status]} variant="solid">
              {STATUS_LABELS[card.status]}
            </Badge>
            {card.disputedHole !== null && <Badge colorPalette="red">Disputed hole {card.disputedHole}</Badge>}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            Gross {card.gross} · Points {card.points} · Thru {complete ? 'F' : card.thru} · Playing handicap {card.playingHandicap ?? '...'}
          </Text>
        </Stack>
        <HStack gap="2" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            colorPalette="brand"
            aria-expanded={open}
            aria-controls={holesId}
            onClick={() => setOpen(!open)}
          >
            {open ? <LuChevronUp aria-hidden /> : <LuChevronDown aria-hidden />} Holes of {name}
          </Button>
          {(card.status === 'submitted' || card.status === 'attested') && (
            <Button
              size="sm"
              colorPalette="brand"
              disabled={!canVerify}
              loading={verify.busy}
              onClick={() => void verify.run()}
              title={canVerify ? undefined : 'Every hole needs a score or a pick-up'}
            >
              <LuCheck aria-hidden /> Verify card of {name}
            </Button>
          )}
          {card.status !== 'open' && (
            <Button size="sm" variant="outline" colorPalette="red" loading={reopen.busy} onClick={() => void reopen.run()}>
              <LuRotateCcw aria-hidden /> Reopen card of {name}
            </Button>
          )}
        </HStack>
      </Flex>
      {open && (
        <Stack id={holesId} gap="4" mt="4">
          <HoleTable course={course} card={card} name={name} />
          <CorrectHole event={event} course={course} card={card} name={name} />
          <CorrectionLog kind={event.kind} eventId={event.id} memberId={card.id} name={name} />
        </Stack>
      )}
    </Box>
  );
}

/** A card's holes: par, stroke index, strokes received, the marker's entry, the player's own record and the points. */
function HoleTable({ course, card, name }: { course: Course; card: Card; name: string }) {
  const totals = scoreCard(course.holes, card.playingHandicap ?? 0, card.strokes);
  const entry = (v: number | null | undefined) => (v === undefined ? '–' : v === null ? 'P/U' : v);
  const own = (n: number) => card.playerStrokes[String(n) as keyof typeof card.playerStrokes];
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={`Holes of ${name}`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Hole</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Par</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">SI</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Shots received</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Strokes</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Player's record</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Points</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {totals.holes.map((h) => {
            const mine = own(h.number);
            const differs = mine !== undefined && h.gross !== undefined && mine !== h.gross;
            return (
              <Table.Row key={h.number} bg={card.disputedHole === h.number || differs ? 'red.subtle' : undefined}>
                <Table.Cell fontWeight="semibold">{h.number}</Table.Cell>
                <Table.Cell textAlign="end">{h.par}</Table.Cell>
                <Table.Cell textAlign="end">{h.strokeIndex}</Table.Cell>
                <Table.Cell textAlign="end">{h.received}</Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold">
                  {entry(h.gross)}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  {entry(mine)}
                  {differs ? ' (differs)' : ''}
                </Table.Cell>
                <Table.Cell textAlign="end">{h.points}</Table.Cell>
              </Table.Row>
            );
          })}
          <Table.Row fontWeight="bold">
            <Table.Cell>Total</Table.Cell>
            <Table.Cell textAlign="end">{course.holes.reduce((s, h) => s + h.par, 0)}</Table.Cell>
            <Table.Cell />
            <Table.Cell textAlign="end">{card.playingHandicap ?? ''}</Table.Cell>
            <Table.Cell textAlign="end">{totals.gross}</Table.Cell>
            <Table.Cell />
            <Table.Cell textAlign="end">{totals.points}</Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** Corrects one hole of a card: strokes 1-20, or a pick-up. Only that hole is written. */
function CorrectHole({ event, course, card, name }: { event: CardsEvent; course: Course; card: Card; name: string }) {
  const [hole, setHole] = useState(String(card.disputedHole ?? 1));
  const [text, setText] = useState('');
  const [pickup, setPickup] = useState(false);
  const strokes = Number(text);
  const valid = pickup || (text.trim() !== '' && Number.isInteger(strokes) && strokes >= 1 && strokes <= MAX_STROKES);
  const correct = useAction(() => correctHole(event.kind, event.id, card.id, Number(hole), pickup ? null : strokes), {
    success: `Hole ${hole} corrected: ${name}`,
    failure: (error) => ({ title: 'Failed to correct hole', description: serverMessage(error) }),
    onSuccess: () => {
      setText('');
      setPickup(false);
    },
  });
  return (
    <Stack
      as="form"
      gap="3"
      p="3"
      borderWidth="1px"
      rounded="md"
      bg="bg.subtle"
      aria-label={`Correct a hole of ${name}`}
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) void correct.run();
      }}
    >
      <Text fontWeight="semibold">Correct a hole</Text>
      {card.status === 'verified' && (
        <Text fontSize="sm" color="fg.warning">
          This card is verified: a correction keeps it verified, is logged (who, when, the hole, before and after) and the member's score
          follows it.
        </Text>
      )}
      <Flex gap="3" align="flex-end" wrap="wrap">
        <Field.Root w="36">
          <Field.Label>Hole</Field.Label>
          <SelectInput
            value={hole}
            onChange={setHole}
            options={course.holes.map((_, i) => ({ value: String(i + 1), label: `Hole ${i + 1}` }))}
          />
        </Field.Root>
        <Field.Root w="32" invalid={!pickup && text.trim() !== '' && !valid} disabled={pickup}>
          <Field.Label>Strokes</Field.Label>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_STROKES}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Field.ErrorText>1 to {MAX_STROKES}</Field.ErrorText>
        </Field.Root>
        <Checkbox.Root checked={pickup} onCheckedChange={(d) => setPickup(d.checked === true)} colorPalette="brand" pb="2">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Pick-up</Checkbox.Label>
        </Checkbox.Root>
        <Button type="submit" colorPalette="brand" disabled={!valid} loading={correct.busy}>
          Save hole
        </Button>
      </Flex>
    </Stack>
  );
}
