import { Box, Card, Container, Heading, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { formatDate, societyDay } from '@/lib/dates';
import { usePageContent, type Sections } from '@/lib/content/page-content';
import { Static } from './static';
import { TextParagraphs } from './TextParagraphs';

interface LegalDocumentProps {
  /** The pageContent document holding `title` and `{section}_title` / `{section}_content`. */
  page: 'terms' | 'privacy';
  /** Section keys in the order shown. */
  sections: readonly string[];
  /** Shown when the page has no `title`. */
  fallbackTitle: string;
}

/**
 * The terms and privacy pages: an editable title and sections, plain text
 * only, so never hydrated (static.tsx): an edit of the texts renders it anew.
 */
export function LegalDocument({ page, sections, fallbackTitle }: LegalDocumentProps) {
  const { content, loading } = usePageContent(page);
  return (
    <Static data={{ page, content, loading }}>
      <LegalText sections={sections} fallbackTitle={fallbackTitle} content={content} loading={loading} />
    </Static>
  );
}

function LegalText({
  sections,
  fallbackTitle,
  content,
  loading,
}: Omit<LegalDocumentProps, 'page'> & { content: Sections; loading: boolean }) {
  const today = new Date();

  return (
    <Box bg="bg.subtle" py={{ base: '10', md: '16' }}>
      <Container maxW="3xl">
        <Card.Root as="article" borderTopWidth="4px" borderTopColor="gold.500" shadow="sm">
          <Card.Body gap="10" px={{ base: '5', md: '12' }} py={{ base: '8', md: '12' }}>
            <Heading as="h1" fontFamily="heading" size={{ base: '3xl', md: '4xl' }} color="brand.fg">
              {content.title ?? fallbackTitle}
            </Heading>
            {loading ? (
              <SkeletonText noOfLines={8} gap="3" />
            ) : (
              sections.map((section) => {
                const title = content[`${section}_title`];
                const text = content[`${section}_content`];
                if (!title && !text) return null;
                return (
                  <Stack as="section" key={section} gap="3">
                    {title && (
                      <Heading as="h2" fontFamily="heading" size="xl" color="brand.fg">
                        {title}
                      </Heading>
                    )}
                    {text && <TextParagraphs text={text} color="fg.muted" />}
                  </Stack>
                );
              })
            )}
            <Text fontSize="sm" color="fg.muted" borderTopWidth="1px" pt="6">
              Last updated:{' '}
              <time dateTime={societyDay(today)} suppressHydrationWarning>
                {formatDate(today, 'long')}
              </time>
            </Text>
          </Card.Body>
        </Card.Root>
      </Container>
    </Box>
  );
}
