import { useParams } from 'react-router-dom';
import { ClubhouseScreen } from '@/features/leaderboard/components/ClubhouseScreen';

/** /tournament/{id}/leaderboard: the clubhouse screen (full screen, for a TV; no site navigation). */
export default function TournamentLeaderboardPage() {
  const { id = '' } = useParams();
  return <ClubhouseScreen id={id} />;
}
