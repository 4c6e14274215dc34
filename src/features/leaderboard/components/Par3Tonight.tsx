import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { Section } from '@/components/layout/Section';
import { useLive } from '@/lib/data/use-live';
import { par3BoardRef } from '../api/queries';
import { boardEntries, boardHoles, boardPhase, isToday, PACE_DEFINITION } from '../model';
import { BoardTable } from './BoardTable';

/**
 * /par3-league: tonight's board while a night is in play (Stableford points,
 * pace, gross; a name opens the player's card). Nothing on other days.
 */
export function Par3Tonight({ nights }: { nights: readonly { id: string; name: string; date: Date }[] | undefined }) {
  const tonight = nights?.find((n) => isToday(n.date));
  return tonight ? <TonightBoard night={tonight} /> : null;
}

function TonightBoard({ night }: { night: { id: string; name: string; date: Date } }) {
  const board = useLive(par3BoardRef(night.id));
  const rows = boardEntries(board.data);
  if (boardPhase(rows, night.date) !== 'live') return null;
  return (
    <Section heading="Tonight's Board" subheading={night.name}>
      <Stack gap="4">
        <HStack gap="2">
          <Badge colorPalette="red" variant="solid">
            Live
          </Badge>
          <Text fontSize="sm" color="fg.muted">
            {PACE_DEFINITION}
          </Text>
        </HStack>
        <BoardTable rows={rows} holes={boardHoles(board.data)} format="par3" label="Tonight's board" />
      </Stack>
    </Section>
  );
}
