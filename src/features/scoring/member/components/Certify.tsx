import { Badge, Box, Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useAction } from '@/components/kit';
import { canMoveStatus, cardRoles, holeKeys, isCardComplete } from '@/lib/scoring';
import type { CardStatus, StrokesMap } from '@/lib/schemas/scoring';
import { entryText, HoleByHoleCard } from '../../components/HoleByHoleCard';
import { STATUS_BADGE, STATUS_LABEL } from '../../model';
import { attestCard, returnCard, submitCards } from '../api/mutations';
import type { Player } from './CardScreen';

const BADGE_COLOR: Record<CardStatus, string> = { open: 'gray', submitted: 'blue', attested: 'purple', verified: 'green' };

const missingHoles = (strokes: StrokesMap, holeCount: number) => holeKeys(holeCount).filter((k) => !(k in strokes));

/**
 * The whole card and its certifying: every player's totals and status; where
 * the card and a player's own record differ; the marker submits the group's
 * complete cards; each player attests their own, or returns it naming the
 * hole they dispute.
 */
export function Certify({ players, uid, holeCount }: { players: Player[]; uid: string; holeCount: number }) {
  const marking = players.filter((p) => p.card.markerId === uid);
  return (
    <Stack gap="4">
      {players.map((p) => (
        <PlayerCard key={p.id} player={p} uid={uid} holeCount={holeCount} />
      ))}
      {marking.length > 0 && <SubmitCards marking={marking} holeCount={holeCount} />}
    </Stack>
  );
}

function PlayerCard({ player: p, uid, holeCount }: { player: Player; uid: string; holeCount: number }) {
  const { status, disputedHole } = p.card;
  const t = p.totals;
  const mine = p.id === uid;
  const roles = cardRoles(uid, { memberId: p.id, markerId: p.card.markerId }, false);
  return (
    <Stack
      as="section"
      aria-label={`Card of ${p.name}`}
      gap="2"
      p="3"
      borderWidth="2px"
      borderColor="border.emphasized"
      rounded="lg"
      bg="white"
    >
      <HStack justify="space-between" align="start">
        <Text as="h2" fontWeight="bold" fontSize="lg">
          {p.name}
          {mine && (
            <Text as="span" fontWeight="normal" fontSize="sm" color="fg.muted" ms="2">
              you
            </Text>
          )}
        </Text>
        <Badge size="lg" colorPalette={BADGE_COLOR[status]} variant="solid" data-testid="card-status">
          {STATUS_BADGE[status]}
        </Badge>
      </HStack>
      <Text fontSize="sm" color="gray.800">
        {mine && status === 'submitted'
          ? 'Submitted by the marker: attest it, or return it with the hole you dispute.'
          : STATUS_LABEL[status]}
      </Text>
      <Text fontWeight="semibold" data-testid="card-totals">
        {t.points} points · {t.gross} strokes · net {t.net} · thru {t.thru} of {holeCount}
        {t.pickups > 0 && ` · ${t.pickups} ${t.pickups === 1 ? 'pick-up' : 'pick-ups'}`}
      </Text>
      <Text fontSize="sm" color="gray.800">
        Playing handicap {p.playingHandicap}
      </Text>
      {p.differ.length > 0 && (
        <Stack gap="1" bg="orange.100" color="orange.950" px="3" py="2" rounded="md" role="note" data-testid="records-differ">
          {p.differ.map((hole) => {
            const key = String(hole) as keyof StrokesMap;
            return (
              <Text key={hole} fontWeight="semibold">
                Hole {hole}: the card says {entryText(p.card.strokes[key])}, {mine ? 'your own record' : `${p.name}'s own record`} says{' '}
                {entryText(p.card.playerStrokes[key])}
              </Text>
            );
          })}
        </Stack>
      )}
      {status === 'open' && disputedHole !== null && disputedHole !== undefined && (
        <Text bg="red.100" color="red.950" px="3" py="2" rounded="md" fontWeight="semibold" data-testid="disputed">
          {mine ? 'You returned this card' : `${p.name} returned this card`}: hole {disputedHole} is disputed.
        </Text>
      )}
      <Box as="details">
        <Box as="summary" cursor="pointer" py="3" fontWeight="semibold" color="brand.800">
          Hole by hole
        </Box>
        <HoleByHoleCard label={`Card of ${p.name}, hole by hole`} totals={t} flagged={new Set(p.differ)} flagText="records differ" />
      </Box>
      {mine && canMoveStatus(status, 'attested', roles) && <AttestOrReturn player={p} holeCount={holeCount} />}
    </Stack>
  );
}

function AttestOrReturn({ player, holeCount }: { player: Player; holeCount: number }) {
  const [disputing, setDisputing] = useState(false);
  const [hole, setHole] = useState(String(player.differ[0] ?? 1));
  const attest = useAction(() => attestCard(player.ref), { success: 'Card attested', failure: 'Failed to attest the card' });
  const back = useAction((n: number) => returnCard(player.ref, n), {
    success: 'Card returned to the marker',
    failure: 'Failed to return the card',
    onSuccess: () => setDisputing(false),
  });
  if (disputing)
    return (
      <Stack gap="2" borderTopWidth="1px" borderColor="border" pt="3">
        <Text asChild fontWeight="semibold">
          <label htmlFor="disputed-hole">Which hole do you dispute?</label>
        </Text>
        <NativeSelect.Root size="lg">
          <NativeSelect.Field id="disputed-hole" h="12" value={hole} onChange={(e) => setHole(e.currentTarget.value)}>
            {holeKeys(holeCount).map((k) => (
              <option key={k} value={k}>
                Hole {k}
                {player.differ.includes(Number(k)) ? ' (records differ)' : ''}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <HStack gap="2">
          <Button flex="1" h="14" variant="outline" colorPalette="gray" onClick={() => setDisputing(false)}>
            Cancel
          </Button>
          <Button flex="1" h="14" colorPalette="red" loading={back.busy} onClick={() => void back.run(Number(hole))}>
            Return the card
          </Button>
        </HStack>
      </Stack>
    );
  return (
    <Stack gap="2" borderTopWidth="1px" borderColor="border" pt="3">
      <Button h="14" fontSize="lg" colorPalette="brand" loading={attest.busy} onClick={() => void attest.run()}>
        Attest my card
      </Button>
      <Button h="12" variant="outline" colorPalette="red" borderWidth="2px" onClick={() => setDisputing(true)}>
        Dispute a hole
      </Button>
    </Stack>
  );
}

function SubmitCards({ marking, holeCount }: { marking: Player[]; holeCount: number }) {
  const open = marking.filter((p) => p.card.status === 'open');
  const incomplete = open.filter((p) => !isCardComplete(p.card.strokes, holeCount));
  const differ = open.filter((p) => p.differ.length > 0);
  const submit = useAction(() => submitCards(open.map((p) => p.ref)), {
    success: open.length === 1 ? 'Card submitted' : 'Cards submitted',
    failure: 'Failed to submit the cards',
  });
  if (open.length === 0)
    return (
      <Text bg="green.100" color="green.950" px="3" py="2" rounded="md" fontWeight="semibold">
        The group's cards are submitted. Each player attests their own card on their phone.
      </Text>
    );
  return (
    <Stack as="section" aria-label="Submit the cards" gap="2" p="3" borderWidth="2px" borderColor="brand.700" rounded="lg" bg="white">
      {incomplete.length > 0 ? (
        <Stack gap="1" data-testid="incomplete">
          <Text fontWeight="semibold">Every hole needs a score or a pick-up before the cards can be submitted.</Text>
          {incomplete.map((p) => (
            <Text key={p.id} fontSize="sm">
              {p.name}: no entry on {missingHoles(p.card.strokes, holeCount).length === 1 ? 'hole' : 'holes'}{' '}
              {missingHoles(p.card.strokes, holeCount).join(', ')}
            </Text>
          ))}
        </Stack>
      ) : (
        <Text fontWeight="semibold">Every hole has an entry.</Text>
      )}
      {differ.length > 0 && (
        <Text bg="orange.100" color="orange.950" px="3" py="2" rounded="md" fontWeight="semibold">
          A player's own record differs from the card: check with them before you submit.
        </Text>
      )}
      <Button
        h="16"
        fontSize="lg"
        colorPalette="brand"
        disabled={incomplete.length > 0}
        loading={submit.busy}
        onClick={() => void submit.run()}
      >
        {open.length === 1 ? 'Submit the card' : `Submit the group's ${open.length} cards`}
      </Button>
    </Stack>
  );
}
