import { Box, Button, Container, Heading, Link as ChakraLink, Separator, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link, Navigate } from 'react-router-dom';
import { TextParagraphs } from '@/components/layout/TextParagraphs';
import { paths } from '@/config/paths';
import { ErrorState, LoadingState } from '@/components/kit';
import { useLive } from '@/lib/data/use-live';
import { articleRef } from '../api/queries';
import { ArticleDate } from './ArticleDate';
import { ArticleImage } from './ArticleImage';
import { CategoryBadge } from './CategoryBadge';
import { PageMeta } from '@/components/layout/PageMeta';
import { Static } from '@/components/layout/static';
import type { Article } from '@/lib/schemas/news';

/**
 * A missing article: the page says so, with a link to /news (what the server's
 * 404 shows a crawler or a phone without scripts), and the browser then goes
 * on to /news (the spec's redirect).
 */
function ArticleNotFound() {
  return (
    <Stack align="center" gap="6" py="16">
      <PageMeta title="Article not found" />
      <Heading as="h1" fontFamily="heading" size="3xl" color="brand.fg">
        Article not found
      </Heading>
      <Button asChild colorPalette="brand" variant="outline">
        <Link to={paths.news}>
          <LuArrowLeft aria-hidden /> Back to News
        </Link>
      </Button>
      <Navigate to={paths.news} replace />
    </Stack>
  );
}

/**
 * One published article (/news/{id}). A missing or unpublished article sends
 * the reader to /news (the server answers it as a 404 saying so). The content is plain text shown as paragraphs, never as
 * HTML, so nothing typed into an article can run in a reader's browser.
 */
export function ArticleView({ id }: { id: string }) {
  // A visitor is refused drafts and missing ids alike: both read as missing.
  const live = useLive(articleRef(id), { deniedAsMissing: true });

  if (live.loading) return <LoadingState label="Loading article..." />;
  const article = live.data;
  if (live.error === undefined && !article?.published) return <ArticleNotFound />;
  if (!article) return <ErrorState wholePage error={live.error} onRetry={live.retry} />;

  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <PageMeta
        title={article.title}
        description={article.excerpt}
        image={article.heroImageUrl || undefined}
        type="article"
        structuredData={[
          {
            '@context': 'https://schema.org',
            '@type': 'NewsArticle',
            headline: article.title,
            description: article.excerpt,
            datePublished: article.createdAt.toISOString(),
            ...(article.heroImageUrl ? { image: [article.heroImageUrl] } : {}),
            publisher: { '@type': 'Organization', name: 'Clubhouse Golf Society' },
          },
        ]}
      />
      {/* Text and a link only: never hydrated; an edit arriving live renders it anew. */}
      <Static data={article}>
        <ArticleBody article={article} />
      </Static>
    </Container>
  );
}

/** The article itself under its way back to /news: hero image, category, title, date, excerpt and text. */
function ArticleBody({ article }: { article: Article }) {
  const titleId = useId();
  return (
    <>
      <ChakraLink asChild color="brand.fg" fontWeight="medium" mb="6">
        <Link to={paths.news}>
          <LuArrowLeft aria-hidden /> Back to News
        </Link>
      </ChakraLink>
      <Box as="article" aria-labelledby={titleId}>
        <Stack gap="6">
          {article.heroImageUrl && (
            <ArticleImage
              src={article.heroImageUrl}
              alt={article.title}
              sizes="(min-width: 62em) 896px, 100vw"
              loading="eager"
              fetchPriority="high"
              aspectRatio={16 / 9}
              w="full"
              rounded="xl"
              shadow="md"
            />
          )}
          <Stack gap="3">
            <CategoryBadge category={article.category} alignSelf="start" size="lg" />
            <Heading as="h1" id={titleId} fontFamily="heading" size={{ base: '3xl', md: '5xl' }} color="brand.fg" lineHeight="shorter">
              {article.title}
            </Heading>
            <ArticleDate date={article.createdAt} variant="long" color="fg.muted" />
          </Stack>
          <Text fontSize={{ base: 'lg', md: 'xl' }} fontWeight="medium" lineHeight="tall">
            {article.excerpt}
          </Text>
          <Separator borderColor="gold.500" />
          <TextParagraphs text={article.content} fontSize={{ base: 'md', md: 'lg' }} />
        </Stack>
      </Box>
    </>
  );
}
