import { SimpleGrid } from '@chakra-ui/react';
import { ReadState } from '@/components/kit';
import { useLive } from '@/lib/data/use-live';
import { completedTournaments } from '../api/queries';
import { TournamentCard } from './TournamentCard';

/** Completed tournaments, newest first, each linking to its results. */
export function PastTournaments() {
  const tournaments = useLive(completedTournaments());
  return (
    <ReadState live={tournaments} loading="Loading tournaments..." empty="No completed tournaments yet." minH="md">
      {(rows) => (
        <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="6" listStyleType="none" aria-label="Completed tournaments">
          {rows.map((t) => (
            <li key={t.id}>
              <TournamentCard tournament={t} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </ReadState>
  );
}
