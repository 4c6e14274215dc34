import { Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { MAX_STROKES } from '@/lib/schemas/scoring';
import { entryText } from '../../components/HoleByHoleCard';
import { receivedText, scoreName } from '../../model';

interface Props {
  /** The player's name (each button's accessible name starts with it). */
  name: string;
  /** "Marker", "You"... beside the name. */
  tag?: string;
  par: number;
  received: number;
  /** The hole's entry: strokes, null for a pick-up, undefined for none yet. */
  value: number | null | undefined;
  /** Running totals line, e.g. "14 pts · thru 7 · 31 strokes". */
  running: string;
  /** Where the other phone's entry for this hole differs: what to say. */
  differs?: string;
  /** False once the card is submitted (or for a card this phone cannot write). */
  enabled: boolean;
  onEnter: (value: number | null) => void;
}

/**
 * One player's score on one hole, in one or two taps: four big buttons round
 * par (par − 1 to par + 2), − and + for anything else, and Pick up (no
 * return: stored as no score, 0 points). No hover states are needed: the
 * chosen value is filled, the rest outlined, in high contrast.
 */
export function ScoreButtons({ name, tag, par, received, value, running, differs, enabled, onEnter }: Props) {
  const quick = [par - 1, par, par + 1, par + 2].filter((n) => n >= 1);
  const down = typeof value === 'number' ? Math.max(1, value - 1) : Math.max(1, par - 2);
  const up = typeof value === 'number' ? Math.min(MAX_STROKES, value + 1) : par + 3;
  const chosen = (n: number) => value === n;
  return (
    <Stack
      as="section"
      aria-label={`${name}: hole score`}
      gap="2"
      p="3"
      borderWidth="2px"
      borderColor={differs ? 'orange.600' : 'border.emphasized'}
      rounded="lg"
      bg="white"
      data-testid="player-hole"
    >
      <HStack justify="space-between" align="start" gap="2">
        <Stack gap="0" minW="0">
          <Text fontWeight="bold" fontSize="lg" lineClamp={1}>
            {name}
            {tag && (
              <Text as="span" fontWeight="normal" fontSize="sm" color="fg.muted" ms="2">
                {tag}
              </Text>
            )}
          </Text>
          <Text fontSize="sm" color="gray.800" data-testid="running">
            {running}
          </Text>
        </Stack>
        <Stack gap="0" align="end" flexShrink={0}>
          <Text
            fontSize="3xl"
            fontWeight="bold"
            lineHeight="1"
            data-testid="hole-entry"
            aria-label={`${name}: ${value === undefined ? 'no score yet' : entryText(value)}`}
          >
            {entryText(value)}
          </Text>
          <Text fontSize="xs" color="gray.700">
            {receivedText(received)}
          </Text>
        </Stack>
      </HStack>
      <Grid templateColumns="repeat(4, 1fr)" gap="2">
        {quick.map((n) => (
          <Button
            key={n}
            h="16"
            variant={chosen(n) ? 'solid' : 'outline'}
            colorPalette="brand"
            borderWidth="2px"
            borderColor="brand.700"
            flexDirection="column"
            gap="0"
            aria-pressed={chosen(n)}
            aria-label={`${name}: ${n}`}
            disabled={!enabled}
            onClick={() => onEnter(n)}
          >
            <Box as="span" fontSize="2xl" fontWeight="bold" lineHeight="1.1">
              {n}
            </Box>
            <Box as="span" fontSize="xs" fontWeight="medium">
              {scoreName(n, par)}
            </Box>
          </Button>
        ))}
      </Grid>
      <Grid templateColumns="1fr 1fr 2fr" gap="2">
        <Button
          h="14"
          fontSize="2xl"
          variant="outline"
          colorPalette="gray"
          borderWidth="2px"
          borderColor="gray.700"
          aria-label={`${name}: one fewer (${down})`}
          disabled={!enabled}
          onClick={() => onEnter(down)}
        >
          −
        </Button>
        <Button
          h="14"
          fontSize="2xl"
          variant="outline"
          colorPalette="gray"
          borderWidth="2px"
          borderColor="gray.700"
          aria-label={`${name}: one more (${up})`}
          disabled={!enabled}
          onClick={() => onEnter(up)}
        >
          +
        </Button>
        <Button
          h="14"
          fontSize="lg"
          variant={value === null ? 'solid' : 'outline'}
          colorPalette="red"
          borderWidth="2px"
          borderColor="red.700"
          aria-pressed={value === null}
          aria-label={`${name}: pick up`}
          disabled={!enabled}
          onClick={() => onEnter(null)}
        >
          Pick up
        </Button>
      </Grid>
      {differs && (
        <Text role="note" bg="orange.100" color="orange.950" fontWeight="semibold" px="2" py="1" rounded="md" data-testid="differs">
          {differs}
        </Text>
      )}
    </Stack>
  );
}
