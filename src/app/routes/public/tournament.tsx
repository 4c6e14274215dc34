import { useParams } from 'react-router-dom';
import { TournamentDetail } from '@/features/tournaments/components/TournamentDetail';

/** /tournament/{id}: details, participants and results ("Tournament not found" for a bad id). */
export default function TournamentPage() {
  const { id = '' } = useParams();
  return <TournamentDetail id={id} />;
}
