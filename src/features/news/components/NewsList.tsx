import { SimpleGrid } from '@chakra-ui/react';
import { ReadState } from '@/components/kit';
import { useLive } from '@/lib/data/use-live';
import { publishedArticles } from '../api/queries';
import { ArticleCard } from './ArticleCard';

/** Every published article, newest first (/news). */
export function NewsList() {
  const articles = useLive(publishedArticles());
  return (
    <ReadState live={articles} loading="Loading articles..." empty="No articles published yet." minH="md">
      {(rows) => (
        <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap="6" listStyleType="none">
          {rows.map((article, index) => (
            <li key={article.id}>
              <ArticleCard article={article} first={index === 0} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </ReadState>
  );
}
