import { Box, Heading, HStack, LinkBox, LinkOverlay, Stack } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Article } from '@/lib/schemas/news';
import { ArticleDate } from './ArticleDate';
import { ArticleImage } from './ArticleImage';
import { CategoryBadge } from './CategoryBadge';

/** A smaller home-page article: thumbnail, category, title (the link) and date. */
export function CompactArticleCard({ article }: { article: Article }) {
  return (
    <LinkBox
      as="article"
      display="flex"
      gap="4"
      p="3"
      borderWidth="1px"
      rounded="lg"
      bg="bg"
      _hover={{ shadow: 'md' }}
      transition="box-shadow 0.2s"
    >
      <Box flexShrink={0} w={{ base: '20', md: '24' }} h={{ base: '20', md: '24' }} rounded="md" overflow="hidden">
        <ArticleImage src={article.heroImageUrl} alt="" sizes="96px" w="full" h="full" />
      </Box>
      <Stack gap="1.5" minW="0">
        <HStack gap="2" wrap="wrap">
          <CategoryBadge category={article.category} size="sm" />
          <ArticleDate date={article.createdAt} variant="relative" fontSize="xs" color="fg.muted" />
        </HStack>
        <Heading as="h3" size="md" fontFamily="heading" color="brand.fg" lineClamp={2}>
          <LinkOverlay asChild>
            <Link to={paths.article(article.id)}>{article.title}</Link>
          </LinkOverlay>
        </Heading>
      </Stack>
    </LinkBox>
  );
}
