import { ReadState } from '@/components/kit';
import { useLive } from '@/lib/data/use-live';
import { completedTournaments } from '../api/queries';
import { TournamentGrid } from './TournamentCard';

/** Completed tournaments, newest first, each linking to its results. */
export function PastTournaments() {
  const tournaments = useLive(completedTournaments());
  return (
    <ReadState live={tournaments} loading="Loading tournaments..." empty="No completed tournaments yet." minH="md">
      {(rows) => <TournamentGrid label="Completed tournaments" tournaments={rows} />}
    </ReadState>
  );
}
