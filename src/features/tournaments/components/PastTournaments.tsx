import { VisuallyHidden } from '@chakra-ui/react';
import { ReadState } from '@/components/kit';
import { useLive } from '@/lib/data/use-live';
import { completedTournaments } from '../api/queries';
import { TournamentGrid } from './TournamentCard';
import { Static } from '@/components/layout/static';

/** Completed tournaments, newest first, each linking to its results. */
export function PastTournaments() {
  const tournaments = useLive(completedTournaments());
  return (
    <section aria-labelledby="completed-tournaments">
      {/* The cards' names are h3s: the list needs its h2 (one heading level at a time). */}
      <VisuallyHidden asChild>
        <h2 id="completed-tournaments">Completed tournaments</h2>
      </VisuallyHidden>
      <ReadState live={tournaments} loading="Loading tournaments..." empty="No completed tournaments yet." minH="md">
        {(rows) => (
          <Static data={rows}>
            <TournamentGrid label="Completed tournaments" tournaments={rows} leads />
          </Static>
        )}
      </ReadState>
    </section>
  );
}
