import { Card, Heading, HStack, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Article } from '@/lib/schemas/news';
import { ArticleDate } from './ArticleDate';
import { ArticleImage } from './ArticleImage';
import { CategoryBadge } from './CategoryBadge';

/** The newest article on the home page: a large card with its image; the title links to it. */
export function FeaturedArticleCard({ article }: { article: Article }) {
  return (
    <LinkBox as="article" h="full">
      <Card.Root overflow="hidden" h="full" _hover={{ shadow: 'lg' }} transition="box-shadow 0.2s">
        <ArticleImage
          src={article.heroImageUrl}
          alt=""
          sizes="(min-width: 62em) 50vw, 100vw"
          aspectRatio={{ base: 16 / 9, lg: 16 / 10 }}
          w="full"
        />
        <Card.Body gap="3">
          <HStack gap="3" wrap="wrap">
            <CategoryBadge category={article.category} />
            <ArticleDate date={article.createdAt} variant="relative" fontSize="sm" color="fg.muted" />
          </HStack>
          <Heading as="h3" fontFamily="heading" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
            <LinkOverlay asChild>
              <Link to={paths.article(article.id)}>{article.title}</Link>
            </LinkOverlay>
          </Heading>
          <Text color="fg.muted" fontSize="lg" lineClamp={3}>
            {article.excerpt}
          </Text>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}
