import { SeasonCalendarLink } from '@/components/events/SeasonCalendarLink';
import { PageHero } from '@/components/layout/PageHero';
import { PageMeta } from '@/components/layout/PageMeta';
import { usePageContent } from '@/lib/content/page-content';
import { FeaturedTournament, LeagueInfo, ScheduleGrid } from '@/features/tournaments/components/TournamentSchedule';

/** /tournaments: the next tournament featured, the live SCHEDULE and the league's numbers. */
export default function TournamentsPage() {
  const { content, loading } = usePageContent('tournaments');
  return (
    <>
      <PageMeta title="Tournaments" description={content.hero_description} />
      <PageHero badge={content.hero_badge} heading={content.hero_heading ?? 'Tournaments'} description={content.hero_description} loading={loading} />
      <FeaturedTournament />
      <ScheduleGrid />
      <SeasonCalendarLink />
      <LeagueInfo />
    </>
  );
}
