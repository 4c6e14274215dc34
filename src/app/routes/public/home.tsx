import { Box, Button, Container, Heading, Text, VisuallyHidden, Wrap } from '@chakra-ui/react';
import { LuFlag, LuTrophy, LuUsers } from 'react-icons/lu';
import { GiGolfTee } from 'react-icons/gi';
import { Link } from 'react-router-dom';
import { ArrowLink } from '@/components/layout/ArrowLink';
import { FeatureGrid } from '@/components/layout/FeatureCard';
import { PageMeta } from '@/components/layout/PageMeta';
import { Section } from '@/components/layout/Section';
import { paths } from '@/config/paths';
import { usePageContent } from '@/lib/content/page-content';
import { HeroSlideshow } from '@/features/site/components/HeroSlideshow';
import { Hydrates, belowTheFold } from '@/components/layout/below-the-fold';
import { Static } from '@/components/layout/static';
import { TextSkeleton } from '@/components/kit/TextSkeleton';

// Below the slideshow (a full screen): loaded apart, each hydrated on its own.
const LeagueNow = belowTheFold(async () => (await import('@/features/leaderboard/components/LeagueNow')).LeagueNow);
const SeasonStandings = belowTheFold(async () => (await import('@/features/standings/components/SeasonStandings')).SeasonStandings);
const LatestNews = belowTheFold(async () => (await import('@/features/news/components/LatestNews')).LatestNews);
const UpcomingPar3Events = belowTheFold(async () => (await import('@/features/par3/components/UpcomingPar3Events')).UpcomingPar3Events);

const features = [
  {
    icon: LuTrophy,
    title: 'Team League',
    text: 'Play for one of the league teams across a season of tournaments. Every Stableford point counts towards the title.',
  },
  {
    icon: GiGolfTee,
    title: 'Weekly Par 3 League',
    text: 'Nine holes every Wednesday at 6:00 PM: the perfect after-work round, with its own leaderboard.',
  },
  {
    icon: LuFlag,
    title: 'Tournaments',
    text: 'Monthly tournaments on the best courses of the UAE, with sponsors, prizes and a prize-giving lunch.',
  },
  {
    icon: LuUsers,
    title: 'Community',
    text: 'Golfers of every level and nationality. Social evenings, an awards dinner and friends on every tee.',
  },
];

/** Home (/): slideshow, standings, leaderboards, latest news, Par 3 events, features and the join call to action. */
export default function HomePage() {
  const { content, loading } = usePageContent('home');

  return (
    <>
      <PageMeta title="Home" />
      <VisuallyHidden asChild>
        <h1>Clubhouse Golf Society</h1>
      </VisuallyHidden>
      <HeroSlideshow />
      <LeagueNow />
      <SeasonStandings />
      <LatestNews />
      <Hydrates>
      <Section heading="Upcoming Par 3 Events" subheading="Nine holes under the lights every Wednesday.">
        <UpcomingPar3Events />
        <Wrap justify="center" mt="8">
          <ArrowLink to={paths.par3League} colorPalette="brand" variant="outline">
            Par 3 League
          </ArrowLink>
        </Wrap>
      </Section>
      {/* Words and links only (here and in the call to action): never hydrated (static.tsx). */}
      <Static data={[content.features_heading, content.features_subheading]}>
        <Section heading={content.features_heading ?? ''} subheading={content.features_subheading} bg="bg.subtle">
          <FeatureGrid items={features} />
        </Section>
      </Static>
      </Hydrates>
      <Static data={[content.cta_heading, content.cta_description, loading]}>
        <JoinCall heading={content.cta_heading} description={content.cta_description} loading={loading} />
      </Static>
    </>
  );
}

/** The call to join at the foot of the page. */
function JoinCall({ heading, description, loading }: { heading?: string; description?: string; loading: boolean }) {
  return (
    <Box as="section" aria-labelledby="home-cta" bg="brand.800" color="white" py={{ base: '14', md: '20' }}>
      <Container maxW="3xl" textAlign="center">
        <TextSkeleton loading={loading}>
          <Heading id="home-cta" as="h2" fontFamily="heading" size={{ base: '2xl', md: '4xl' }}>
            {heading}
          </Heading>
        </TextSkeleton>
        <TextSkeleton loading={loading} mt="4">
          <Text fontSize="lg" color="whiteAlpha.800">
            {description}
          </Text>
        </TextSkeleton>
        <Wrap justify="center" gap="3" mt="8">
          <ArrowLink to={paths.join} colorPalette="gold">
            Join Now
          </ArrowLink>
          <Button asChild variant="outline" size="lg" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }}>
            <Link to={paths.tournaments}>View Tournaments</Link>
          </Button>
        </Wrap>
      </Container>
    </Box>
  );
}
