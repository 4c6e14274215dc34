import { Button, Card, Heading, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Article } from '@/lib/schemas/news';
import { ArticleDate } from './ArticleDate';
import { ArticleImage } from './ArticleImage';
import { CategoryBadge } from './CategoryBadge';

/**
 * One article of the /news list: image, category, title, relative date, excerpt and Read More.
 * `first`: the list's first card, on screen at once on a phone: its image loads eagerly and first.
 */
export function ArticleCard({ article, first = false }: { article: Article; first?: boolean }) {
  const titleId = useId();

  return (
    <Card.Root as="article" aria-labelledby={titleId} overflow="hidden" h="full">
      <ArticleImage
        src={article.heroImageUrl}
        alt=""
        sizes="(min-width: 62em) 33vw, (min-width: 48em) 50vw, 100vw"
        aspectRatio={16 / 9}
        w="full"
        {...(first && { loading: 'eager', fetchPriority: 'high' })}
      />
      <Card.Body gap="3">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <CategoryBadge category={article.category} />
          <ArticleDate date={article.createdAt} variant="relative" fontSize="sm" color="fg.muted" />
        </HStack>
        <Heading as="h2" id={titleId} size="xl" fontFamily="heading" color="brand.fg">
          {article.title}
        </Heading>
        <Text color="fg.muted" lineClamp={3}>
          {article.excerpt}
        </Text>
      </Card.Body>
      <Card.Footer>
        <Button asChild colorPalette="brand" variant="outline">
          <Link to={paths.article(article.id)}>
            Read More
            {/* The link says which article (screen readers, search engines). */}
            <VisuallyHidden>: {article.title}</VisuallyHidden>
          </Link>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
