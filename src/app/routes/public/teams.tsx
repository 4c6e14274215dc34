import { PageTop, heroTexts } from '@/components/layout/PageHero';
import { usePageContent } from '@/lib/content/page-content';
import { TeamsOverview } from '@/features/teams/components/TeamsOverview';

/** /teams: the hero, every team with its captain and players, and "Meet the Subs". */
export default function TeamsPage() {
  const { content, loading } = usePageContent('teams');
  return (
    <>
      <PageTop title="Teams" {...heroTexts(content, 'Meet the Teams')} loading={loading} />
      <TeamsOverview />
    </>
  );
}
