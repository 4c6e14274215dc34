import { CardsPanel } from '@/features/scoring/admin/components/CardsPanel';
import { ManageScores } from '@/features/tournaments/admin/scores/components/ManageScores';

/** Manage Tournament Scores: a tournament on a course is scored from its cards. */
export function ScoresTab() {
  return <ManageScores cards={(t) => <CardsPanel event={{ kind: 'tournament', id: t.id, name: t.name, courseId: t.courseId }} />} />;
}
