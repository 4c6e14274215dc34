import { SeasonCalendarLink } from '@/components/events/SeasonCalendarLink';
import { PageTop, heroTexts } from '@/components/layout/PageHero';
import { usePageContent } from '@/lib/content/page-content';
import { FeaturedTournament, LeagueInfo, ScheduleGrid } from '@/features/tournaments/components/TournamentSchedule';

/** /tournaments: the next tournament featured, the live SCHEDULE and the league's numbers. */
export default function TournamentsPage() {
  const { content, loading } = usePageContent('tournaments');
  return (
    <>
      <PageTop title="Tournaments" {...heroTexts(content, 'Tournaments')} loading={loading} />
      <FeaturedTournament />
      <ScheduleGrid />
      <SeasonCalendarLink />
      <LeagueInfo />
    </>
  );
}
