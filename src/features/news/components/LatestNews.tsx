import { Flex, Grid, Stack } from '@chakra-ui/react';
import { ArrowLink } from '@/components/layout/ArrowLink';
import { Section } from '@/components/layout/Section';
import { paths } from '@/config/paths';
import { ReadState } from '@/components/kit';
import { useLive } from '@/lib/data/use-live';
import type { Row } from '@/lib/data/live-read';
import { Static } from '@/components/layout/static';
import { publishedArticles } from '../api/queries';
import { CompactArticleCard } from './CompactArticleCard';
import { FeaturedArticleCard } from './FeaturedArticleCard';

/** Home shows the newest article featured plus the four before it (site spec section 9). */
const HOME_ARTICLES = 5;

/** The home page's latest news block: 1 featured article, 4 more and a link to /news. */
export function LatestNews() {
  const articles = useLive(publishedArticles(HOME_ARTICLES));

  return (
    <Section heading="Latest News" subheading="Results, reports and announcements from around the society." bg="bg.subtle">
      <ReadState live={articles} loading="Loading articles..." empty="No articles published yet." minH="sm">
        {(rows) => (
          <Static data={rows}>
            <ArticleColumns rows={rows} />
          </Static>
        )}
      </ReadState>
      <Flex justify="center" mt={{ base: '8', md: '10' }}>
        <ArrowLink to={paths.news} colorPalette="brand" variant="outline">
          View all news
        </ArrowLink>
      </Flex>
    </Section>
  );
}

/** The newest article featured, the others beside it. */
function ArticleColumns({ rows: [featured, ...more] }: { rows: Row<'news'>[] }) {
  return (
    <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="6" alignItems="start">
      {featured && <FeaturedArticleCard article={featured} />}
      {more.length > 0 && (
        <Stack as="ul" gap="4" listStyleType="none">
          {more.map((article) => (
            <li key={article.id}>
              <CompactArticleCard article={article} />
            </li>
          ))}
        </Stack>
      )}
    </Grid>
  );
}
