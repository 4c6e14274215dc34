import { SimpleGrid, Text } from '@chakra-ui/react';
import { usePublishedArticles } from '../hooks/use-published-articles';
import { ArticleCard } from './ArticleCard';
import { LoadingState } from './LoadingState';

/** Every published article, newest first (/news). A failed read shows the empty state. */
export function NewsList() {
  const { data: articles, loading } = usePublishedArticles();

  if (loading) return <LoadingState label="Loading articles..." />;
  if (!articles?.length) {
    return (
      <Text textAlign="center" py="12" color="fg.muted" fontSize="lg">
        No articles published yet.
      </Text>
    );
  }
  return (
    <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap="6" listStyleType="none">
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} />
        </li>
      ))}
    </SimpleGrid>
  );
}
