import { Box, Button, HStack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

export type View = number | 'card';

interface Props {
  /** Hole numbers in the order the group plays them. */
  order: number[];
  current: View;
  /** Holes where every player this phone enters has an entry. */
  done: ReadonlySet<number>;
  /** Holes where a card and the player's own record differ. */
  flagged: ReadonlySet<number>;
  onGo: (view: View) => void;
}

/** Every hole in playing order, then the whole card: one tap to any of them. The current one stays in view. */
export function HoleStrip({ order, current, done, flagged, onGo }: Props) {
  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    strip.current?.querySelector('[aria-current="step"]')?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [current]);
  return (
    <Box as="nav" aria-label="Holes" overflowX="auto" mx="-3" px="3" py="1" ref={strip}>
      <HStack gap="1.5" w="max-content">
        {order.map((hole) => {
          const here = current === hole;
          const state = [done.has(hole) ? 'entered' : 'to play', flagged.has(hole) ? 'records differ' : null].filter(Boolean).join(', ');
          return (
            <Button
              key={hole}
              minW="12"
              h="12"
              px="0"
              fontSize="lg"
              fontWeight="bold"
              variant={here ? 'solid' : 'outline'}
              colorPalette="brand"
              bg={here ? undefined : done.has(hole) ? 'green.100' : 'white'}
              borderWidth="2px"
              borderColor={flagged.has(hole) ? 'orange.600' : 'brand.700'}
              aria-current={here ? 'step' : undefined}
              aria-label={`Hole ${hole} (${state})`}
              onClick={() => onGo(hole)}
            >
              {hole}
            </Button>
          );
        })}
        <Button
          h="12"
          px="4"
          fontWeight="bold"
          variant={current === 'card' ? 'solid' : 'outline'}
          colorPalette="brand"
          borderWidth="2px"
          borderColor="brand.700"
          aria-current={current === 'card' ? 'step' : undefined}
          onClick={() => onGo('card')}
        >
          Card
        </Button>
      </HStack>
    </Box>
  );
}
