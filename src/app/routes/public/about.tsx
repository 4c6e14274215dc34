import { Box, Container, Heading, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuHandshake, LuHeart, LuTrendingUp, LuUsers } from 'react-icons/lu';
import { ArrowLink } from '@/components/layout/ArrowLink';
import { FeatureGrid } from '@/components/layout/FeatureCard';
import { PageHero } from '@/components/layout/PageHero';
import { Section } from '@/components/layout/Section';
import { StatTiles } from '@/components/layout/StatTiles';
import { TextParagraphs } from '@/components/layout/TextParagraphs';
import { paths } from '@/config/paths';
import { usePageContent, type Sections } from '@/lib/content/page-content';
import { PageMeta } from '@/components/layout/PageMeta';
import { Static } from '@/components/layout/static';

const values: { title: string; text: string; icon: IconType }[] = [
  {
    title: 'Social',
    text: 'Golf is better together: post-round refreshments, season socials and new friends on every tee sheet.',
    icon: LuUsers,
  },
  {
    title: 'Inclusive',
    text: 'Every level and every background is welcome. Beginners and low handicappers play side by side.',
    icon: LuHandshake,
  },
  {
    title: 'Development',
    text: 'Handicap tracking, coaching and friendly competition help every member improve their game.',
    icon: LuTrendingUp,
  },
  {
    title: 'Community',
    text: 'Ten teams, one society. We look after our courses, our sponsors and each other.',
    icon: LuHeart,
  },
];

const stats = [
  { value: '2019', label: 'Founded' },
  { value: '18+', label: 'Nationalities' },
  { value: '12', label: 'Events per season' },
];

export default function AboutPage() {
  const { content, loading } = usePageContent('about');

  return (
    <>
      <PageMeta title="About" />
      {/* Copy and links only: never hydrated (an edit of the page's texts renders it anew). */}
      <Static data={{ content, loading }}>
        <AboutCopy content={content} loading={loading} />
      </Static>
    </>
  );
}

function AboutCopy({ content, loading }: { content: Sections; loading: boolean }) {
  return (
    <>
      <PageHero
        badge={content.hero_badge}
        heading={content.hero_heading ?? 'About Us'}
        description={content.hero_description}
        loading={loading}
      />

      <Section heading={content.mission_heading ?? 'Our Mission'}>
        <Container maxW="3xl" px="0">
          <TextParagraphs text={content.mission_description ?? ''} fontSize="lg" color="fg.muted" textAlign="center" />
        </Container>
        <StatTiles stats={stats} mt="12" />
      </Section>

      <Section heading={content.values_heading ?? 'Our Values'} subheading={content.values_subheading} bg="bg.subtle">
        <FeatureGrid items={values} />
      </Section>

      <Box as="section" aria-labelledby="about-cta" bg="brand.800" color="white" py={{ base: '14', md: '20' }}>
        <Container maxW="3xl" textAlign="center">
          <Heading id="about-cta" as="h2" fontFamily="heading" size={{ base: '2xl', md: '3xl' }}>
            Ready to join us?
          </Heading>
          <Text mt="4" fontSize="lg" color="whiteAlpha.800">
            Membership is open all year round. See what is included and become part of the society.
          </Text>
          <ArrowLink to={paths.join} colorPalette="gold" mt="8">
            Explore Membership
          </ArrowLink>
        </Container>
      </Box>
    </>
  );
}
