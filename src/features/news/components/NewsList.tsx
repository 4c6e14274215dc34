import { Button, Center, SimpleGrid } from '@chakra-ui/react';
import { ReadState } from '@/components/kit';
import { useLivePages } from '@/lib/data/use-live-pages';
import { publishedArticles } from '../api/queries';
import { ArticleCard } from './ArticleCard';
import { Static } from '@/components/layout/static';

/** How many articles /news shows at first, and adds per "Show older articles" (three rows of three). */
export const NEWS_PAGE = 9;

/** The published articles, newest first (/news): the latest page, and older ones on demand. */
export function NewsList() {
  const articles = useLivePages(publishedArticles, NEWS_PAGE);
  return (
    <ReadState live={articles} loading="Loading articles..." empty="No articles published yet." minH="md">
      {(rows) => (
        <>
          <Static data={rows}>
            <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap="6" listStyleType="none" aria-label="Articles">
              {rows.map((article, index) => (
                <li key={article.id}>
                  <ArticleCard article={article} first={index === 0} />
                </li>
              ))}
            </SimpleGrid>
          </Static>
          {articles.hasMore && (
            <Center mt="10">
              <Button
                variant="outline"
                colorPalette="brand"
                loading={articles.loadingMore}
                loadingText="Loading articles..."
                onClick={articles.more}
              >
                Show older articles
              </Button>
            </Center>
          )}
        </>
      )}
    </ReadState>
  );
}
