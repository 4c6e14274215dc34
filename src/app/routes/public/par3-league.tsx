import { Box, Card, Center, Container, Heading, HStack, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuCalendarClock, LuFlag, LuTrendingUp } from 'react-icons/lu';
import { SeasonCalendarLink } from '@/components/events/SeasonCalendarLink';
import { PageTop, heroTexts } from '@/components/layout/PageHero';
import { Section } from '@/components/layout/Section';
import { Static } from '@/components/layout/static';
import { usePageContent } from '@/lib/content/page-content';
import { useLive } from '@/lib/data/use-live';
import { startOfSocietyDay } from '@/lib/dates';
import { sportsEvent } from '@/lib/structured-data';
import { Par3Tonight } from '@/features/leaderboard/components/Par3Tonight';
import { upcomingPar3Events } from '@/features/par3/api/queries';
import { Par3Leaderboard } from '@/features/par3/components/Par3Leaderboard';
import { UpcomingPar3Events } from '@/features/par3/components/UpcomingPar3Events';

const infoCards = [
  { icon: LuCalendarClock, title: 'Wednesday 6:00 PM', text: 'Every week, straight after work.' },
  { icon: LuFlag, title: '9 Holes', text: 'Nine par 3 holes: quick, fun and under the lights.' },
  { icon: LuTrendingUp, title: 'Handicap', text: 'Your Par 3 handicap is established over your first 3 rounds.' },
];

const steps = [
  { title: 'Book a tee time', text: 'Pick an upcoming Wednesday below and register for a tee time.' },
  { title: 'Arrive and check in', text: 'Arrive 15 minutes before your tee time and check in at the clubhouse.' },
  { title: 'Play nine holes', text: 'Play the 9-hole Par 3 competition; your points count towards the leaderboard.' },
  { title: 'Climb the leaderboard', text: 'Points add up over the season. The top 3 at the end win the Par 3 League.' },
];

/** /par3-league: info cards, how it works, upcoming events and the leaderboard. */
export default function Par3LeaguePage() {
  const { content, loading } = usePageContent('par3-league');
  // The same read as the Upcoming Events section (one query): each night is a SportsEvent for search and previews.
  const events = useLive(upcomingPar3Events(startOfSocietyDay()));
  const structuredData = (events.data ?? []).map((event) =>
    sportsEvent({ name: event.name, start: event.date, location: event.location, description: event.description }),
  );

  return (
    <>
      <PageTop title="Par 3 League" {...heroTexts(content, 'The Par 3 League')} loading={loading} structuredData={structuredData} />

      <Par3Tonight nights={events.data} />

      {/* The league's fixed words: nothing in them answers a tap (decision 0024). */}
      <Static>
      <Container maxW="6xl" py={{ base: '10', md: '14' }}>
        <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="6" listStyleType="none" aria-label="Par 3 League at a glance">
          {infoCards.map((card) => (
            <Card.Root as="li" key={card.title} borderColor="border.muted" textAlign="center">
              <Card.Body alignItems="center" gap="2">
                <Center p="3" rounded="full" bg="gold.subtle" color="gold.fg">
                  <Icon boxSize="6" aria-hidden>
                    <card.icon />
                  </Icon>
                </Center>
                <Heading as="h2" size="lg" fontFamily="heading" color="brand.fg">
                  {card.title}
                </Heading>
                <Text color="fg.muted">{card.text}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Container>

      <Section heading="How It Works" bg="bg.subtle">
        <Stack as="ol" gap="4" maxW="3xl" mx="auto" listStyleType="none">
          {steps.map((step, i) => (
            <HStack as="li" key={step.title} gap="4" align="start" p="4" bg="bg" rounded="lg" borderWidth="1px" borderColor="border.muted">
              <Center boxSize="10" flexShrink={0} rounded="full" bg="brand.solid" color="white" fontWeight="bold" aria-hidden>
                {i + 1}
              </Center>
              <Box>
                <Heading as="h3" size="md" color="brand.fg">
                  {step.title}
                </Heading>
                <Text color="fg.muted">{step.text}</Text>
              </Box>
            </HStack>
          ))}
        </Stack>
      </Section>
      </Static>

      <Section heading="Upcoming Events">
        <UpcomingPar3Events actions />
        <SeasonCalendarLink />
      </Section>

      <Section heading="Leaderboard" subheading="Total points, average per round and best gross score." bg="bg.subtle">
        <Par3Leaderboard />
      </Section>
    </>
  );
}
