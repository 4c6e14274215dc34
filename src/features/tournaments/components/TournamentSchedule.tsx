import { Badge, Box, Container, Grid, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { LuClock, LuMapPin } from 'react-icons/lu';
import { ReadState } from '@/components/kit';
import { ArrowLink } from '@/components/layout/ArrowLink';
import { Section } from '@/components/layout/Section';
import { Static } from '@/components/layout/static';
import { StatTiles } from '@/components/layout/StatTiles';
import { paths } from '@/config/paths';
import { joinLive, useLive } from '@/lib/data/use-live';
import { formatDate, startOfSocietyDay } from '@/lib/dates';
import { standingsRef } from '@/lib/data/live-read';
import { leagueTournaments, nextTournament, schedule } from '../api/queries';
import { formatFee, leagueNumbers, placesLeft } from '../model';
import { Fact, TournamentGrid } from './TournamentCard';
import { photo } from '@/lib/images';

/** The next upcoming tournament, featured: image, date, venue, tee-off, places and a link to it. */
export function FeaturedTournament() {
  const next = useLive(nextTournament(startOfSocietyDay()));
  return (
    <Box as="section" aria-labelledby="featured-tournament" py={{ base: '10', md: '16' }}>
      <Container maxW="6xl">
        <Heading id="featured-tournament" as="h2" fontFamily="heading" size={{ base: 'xl', md: '2xl' }} color="brand.fg" mb="6">
          Next Tournament
        </Heading>
        <ReadState live={next} loading="Loading tournaments..." empty="No tournaments available at this time." minH="xs">
          {([t]) =>
            t && (
              <Static data={t}>
                <Grid
                  templateColumns={{ base: '1fr', md: '1fr 1fr' }}
                  rounded="2xl"
                  overflow="hidden"
                  bg="brand.900"
                  color="white"
                  shadow="lg"
                >
                  {t.imageUrl ? (
                    <Image
                      {...photo(t.imageUrl, { sizes: '(min-width: 48em) 50vw, 100vw', width: 800, height: 450 })}
                      h="full"
                      minH="56"
                      fetchPriority="high"
                    />
                  ) : (
                    <Box minH="56" bgGradient="to-br" gradientFrom="brand.600" gradientTo="brand.950" />
                  )}
                  <Stack p={{ base: '6', md: '10' }} gap="4" justify="center">
                    <Badge alignSelf="start" colorPalette="gold" variant="solid">
                      Upcoming Tournament
                    </Badge>
                    <Heading as="h3" fontFamily="heading" size={{ base: '2xl', md: '3xl' }}>
                      {t.name}
                    </Heading>
                    <Text color="gold.300" fontWeight="semibold">
                      <time dateTime={t.date.toISOString()}>{formatDate(t.date, 'weekday')}</time>
                    </Text>
                    <Stack gap="1.5" color="whiteAlpha.900">
                      <Fact icon={<LuMapPin />}>{t.location}</Fact>
                      {t.teeOffTime && <Fact icon={<LuClock />}>Tee-off {t.teeOffTime}</Fact>}
                    </Stack>
                    <HStack gap="4" flexWrap="wrap" color="whiteAlpha.800" fontSize="sm">
                      <Text>Entry: {formatFee(t.registrationFee)}</Text>
                      <Text>
                        {placesLeft(t)} of {t.maxParticipants} places left
                      </Text>
                    </HStack>
                    <ArrowLink to={paths.tournament(t.id)} colorPalette="gold" alignSelf="start">
                      View details
                    </ArrowLink>
                  </Stack>
                </Grid>
              </Static>
            )
          }
        </ReadState>
      </Container>
    </Box>
  );
}

/** SCHEDULE: up to 12 tournaments by date, live (an admin's edit shows without a reload). */
export function ScheduleGrid() {
  const tournaments = useLive(schedule());
  return (
    <Section heading="SCHEDULE" subheading="Every tournament of the season, by date." bg="bg.subtle">
      <ReadState live={tournaments} loading="Loading tournaments..." empty="No tournaments available at this time." minH="md">
        {(rows) => (
          <Static data={rows}>
            <TournamentGrid label="Tournament schedule" tournaments={rows} />
          </Static>
        )}
      </ReadState>
    </Section>
  );
}

/** The league's real numbers: teams (standings), league events and the usual players per team. */
export function LeagueInfo() {
  const standings = useLive(standingsRef());
  const events = useLive(leagueTournaments());
  const live = joinLive(standings, events, (current, league) => leagueNumbers(current?.teams ?? [], league.length));
  return (
    <Section
      heading="The League"
      subheading="Teams play for points at every league tournament; the best team over the season lifts the trophy."
    >
      <ReadState live={live} loading="Loading league..." minH="8rem">
        {(numbers) => (
          <StatTiles
            stats={[
              { value: numbers.teams, label: 'Teams' },
              { value: numbers.events, label: 'Events' },
              { value: numbers.playersPerTeam, label: 'Players per team' },
            ]}
          />
        )}
      </ReadState>
    </Section>
  );
}
