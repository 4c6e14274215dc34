import { PageHero } from '@/components/layout/PageHero';
import { PageMeta } from '@/components/layout/PageMeta';
import { usePageContent } from '@/lib/content/page-content';
import { TeamsOverview } from '@/features/teams/components/TeamsOverview';

/** /teams: the hero, every team with its captain and players, and "Meet the Subs". */
export default function TeamsPage() {
  const { content, loading } = usePageContent('teams');
  return (
    <>
      <PageMeta title="Teams" description={content.hero_description} />
      <PageHero badge={content.hero_badge} heading={content.hero_heading ?? 'Meet the Teams'} description={content.hero_description} loading={loading} />
      <TeamsOverview />
    </>
  );
}
