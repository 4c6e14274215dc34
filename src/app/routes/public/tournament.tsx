import { useParams } from 'react-router-dom';
import { TournamentBoard } from '@/features/leaderboard/components/TournamentBoard';
import { TournamentDetail } from '@/features/tournaments/components/TournamentDetail';

/** /tournament/{id}: details, the live board during play, participants and results ("Tournament not found" for a bad id). */
export default function TournamentPage() {
  const { id = '' } = useParams();
  return <TournamentDetail id={id} board={(t) => <TournamentBoard tournament={t} />} />;
}
