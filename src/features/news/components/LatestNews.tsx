import { Button, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { LuArrowRight } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { Section } from '@/components/layout/Section';
import { paths } from '@/config/paths';
import { usePublishedArticles } from '../hooks/use-published-articles';
import { CompactArticleCard } from './CompactArticleCard';
import { FeaturedArticleCard } from './FeaturedArticleCard';
import { LoadingState } from './LoadingState';

/** Home shows the newest article featured plus the four before it (site spec section 9). */
const HOME_ARTICLES = 5;

/** The home page's latest news block: 1 featured article, 4 more and a link to /news. */
export function LatestNews() {
  const { data: articles, loading } = usePublishedArticles(HOME_ARTICLES);
  const [featured, ...more] = articles ?? [];

  return (
    <Section heading="Latest News" subheading="Results, reports and announcements from around the society." bg="bg.subtle">
      {loading ? (
        <LoadingState label="Loading articles..." />
      ) : !featured ? (
        <Text textAlign="center" color="fg.muted" fontSize="lg">
          No articles published yet.
        </Text>
      ) : (
        <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="6" alignItems="start">
          <FeaturedArticleCard article={featured} />
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
      )}
      <Flex justify="center" mt={{ base: '8', md: '10' }}>
        <Button asChild colorPalette="brand" variant="outline" size="lg">
          <Link to={paths.news}>
            View all news <LuArrowRight aria-hidden />
          </Link>
        </Button>
      </Flex>
    </Section>
  );
}
