import { SimpleGrid, Stat, type SimpleGridProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Big figures with their labels (a description list): the About page's facts, the league's numbers. */
export function StatTiles({ stats, ...props }: { stats: readonly { label: string; value: ReactNode }[] } & SimpleGridProps) {
  return (
    <SimpleGrid as="dl" columns={{ base: 1, sm: 3 }} gap="6" {...props}>
      {stats.map((stat) => (
        <Stat.Root
          key={stat.label}
          as="div"
          alignItems="center"
          textAlign="center"
          p="6"
          rounded="xl"
          borderWidth="1px"
          borderColor="brand.muted"
          bg="brand.subtle"
        >
          <Stat.Label as="dt" order={2} color="gold.fg" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider">
            {stat.label}
          </Stat.Label>
          <Stat.ValueText as="dd" order={1} fontFamily="heading" fontSize="5xl" color="brand.fg">
            {stat.value}
          </Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
