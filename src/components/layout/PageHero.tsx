import { Badge, Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import type { Sections } from '@/lib/content/page-content';
import { PageMeta } from './PageMeta';
import { TextSkeleton } from '@/components/kit/TextSkeleton';

interface PageHeroProps {
  badge?: string;
  /** The page's one h1. */
  heading: string;
  description?: string;
  /** While editable texts load, shimmering placeholders hold the badge's and description's place. */
  loading?: boolean;
  /** Extra content under the description, such as buttons. */
  children?: ReactNode;
}

const onGreen = { '--start-color': 'colors.whiteAlpha.200', '--end-color': 'colors.whiteAlpha.400' };

/** The green banner at the top of a content page: badge, h1 and description. */
export function PageHero({ badge, heading, description, loading = false, children }: PageHeroProps) {
  const headingId = useId();

  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bgGradient="to-br"
      gradientFrom="brand.700"
      gradientTo="brand.950"
      color="white"
      py={{ base: '16', md: '24' }}
      borderBottomWidth="4px"
      borderColor="gold.500"
    >
      <Container maxW="4xl">
        <Stack gap="5" align="center" textAlign="center">
          {badge && (
            <TextSkeleton loading={loading} variant="shine" css={onGreen} rounded="full">
              <Badge colorPalette="gold" variant="solid" size="lg" rounded="full" px="4" textTransform="uppercase" letterSpacing="wider">
                {badge}
              </Badge>
            </TextSkeleton>
          )}
          {/* Never a placeholder: the page's default heading is there from the first
              (server-rendered) paint, and an edited one replaces it when it arrives. */}
          <Heading as="h1" id={headingId} fontFamily="heading" size={{ base: '4xl', md: '6xl' }} lineHeight="shorter">
            {heading}
          </Heading>
          {description && (
            <TextSkeleton loading={loading} variant="shine" css={onGreen}>
              <Text fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.800" maxW="2xl">
                {description}
              </Text>
            </TextSkeleton>
          )}
          {children}
        </Stack>
      </Container>
    </Box>
  );
}

interface PageTopProps extends PageHeroProps {
  /** The page's own title (PageMeta). */
  title: string;
  /** The meta description, when it differs from the banner's description. */
  metaDescription?: string;
  structuredData?: object[];
}

/** A content page's top from one set of words: its head tags (PageMeta) and its banner. */
export function PageTop({ title, metaDescription, structuredData, ...hero }: PageTopProps) {
  return (
    <>
      <PageMeta title={title} description={metaDescription ?? hero.description} structuredData={structuredData} />
      <PageHero {...hero} />
    </>
  );
}

/** The banner's words from a page's editable texts (hero_badge, hero_heading, hero_description), `heading` when unset. */
export const heroTexts = (content: Sections, heading: string) => ({
  badge: content.hero_badge,
  heading: content.hero_heading ?? heading,
  description: content.hero_description,
});
