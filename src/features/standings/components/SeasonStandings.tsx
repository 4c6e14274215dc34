import { Badge, Box, Card, Flex, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PersonAvatar, ReadState } from '@/components/kit';
import { Section } from '@/components/layout/Section';
import { useLive, type Live } from '@/lib/data/use-live';
import { standingsRef, type Row } from '@/lib/data/live-read';
import type { StandingsMemberRow, StandingsTeamRow } from '@/lib/schemas/standings';
import { formatPoints, topBirdies, topScorers, topTeams } from '../model';
import { Static } from '@/components/layout/static';

const NO_TEAM = 'No Team';
const NO_TEAM_COLOR = '#888';
const UNKNOWN = 'Unknown';

/** The rows of one part of standings/current, as a Live of its own (an empty list when there is no document yet). */
function part<T>(live: Live<Row<'standings'> | null>, pick: (doc: Row<'standings'>) => T[]): Live<T[]> {
  return { ...live, data: live.data === undefined ? undefined : live.data === null ? [] : pick(live.data) };
}

/** The two leaderboards: a card each, its people ranked with their figure. */
const LEADERBOARDS: {
  title: string;
  headingId: string;
  label: string;
  loading: string;
  empty: string;
  rows: (doc: Row<'standings'>) => PersonRow[];
}[] = [
  {
    title: 'Top Scorers',
    headingId: 'top-scorers',
    label: 'Top scorers',
    loading: 'Loading scorers...',
    empty: 'No individual scores yet. Check back after the first tournament!',
    rows: (d) => topScorers(d.individuals).map((r) => ({ ...r, value: `${formatPoints(r.points)} pts` })),
  },
  {
    title: 'Birdie Leaderboard',
    headingId: 'birdie-leaders',
    label: 'Birdie leaders',
    loading: 'Loading birdies...',
    empty: 'No birdies recorded yet this season. Be the first to add some scores!',
    rows: (d) => topBirdies(d.birdieLeaders).map((r) => ({ ...r, value: `${r.birdies} ${r.birdies === 1 ? 'birdie' : 'birdies'}` })),
  },
];

/**
 * The home page's league blocks from the one standings document: team
 * standings (at most 12, no guest teams), the top 10 scorers and the top 10
 * birdie leaders (more than 0 birdies).
 */
export function SeasonStandings() {
  const standings = useLive(standingsRef());

  return (
    <>
      <Section heading="Team Standings" subheading="The league table, by total points.">
        <ReadState
          live={part(standings, (d) => topTeams(d.teams))}
          loading="Loading standings..."
          empty="No team standings yet. Tournaments coming soon!"
          minH="xs"
        >
          {(teams) => (
            <Static data={teams}>
              <TeamTable teams={teams} />
            </Static>
          )}
        </ReadState>
      </Section>
      <Section heading="Leaderboards" subheading="The order of merit and the birdie race." bg="bg.subtle">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8">
          {LEADERBOARDS.map((board) => (
            <Board key={board.headingId} title={board.title} headingId={board.headingId}>
              <ReadState live={part(standings, board.rows)} loading={board.loading} empty={board.empty} minH="xs">
                {(rows) => (
                  <Static data={rows}>
                    <PeopleList label={board.label} rows={rows} />
                  </Static>
                )}
              </ReadState>
            </Board>
          ))}
        </SimpleGrid>
      </Section>
    </>
  );
}

function TeamTable({ teams }: { teams: StandingsTeamRow[] }) {
  return (
    <Stack as="ol" aria-label="Team standings" gap="2" listStyleType="none" maxW="3xl" mx="auto">
      {teams.map((team, i) => (
        <HStack
          as="li"
          key={team.teamId}
          gap="3"
          p="3"
          rounded="lg"
          borderWidth="1px"
          borderColor={i < 3 ? 'gold.300' : 'border.muted'}
          bg={i < 3 ? 'gold.subtle' : 'bg'}
        >
          <Text w="8" textAlign="center" fontWeight="bold" fontSize="lg" color="brand.fg" aria-label={`Position ${i + 1}`}>
            {i + 1}
          </Text>
          {team.logoUrl ? (
            <Image src={team.logoUrl} alt="" htmlWidth="40" htmlHeight="40" boxSize="10" rounded="md" objectFit="contain" loading="lazy" />
          ) : (
            <Box boxSize="10" rounded="md" bg={team.color || NO_TEAM_COLOR} aria-hidden />
          )}
          <Box flex="1" minW="0">
            <Text fontWeight="semibold" truncate>
              {team.name || NO_TEAM}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {team.memberCount} {team.memberCount === 1 ? 'member' : 'members'}
            </Text>
          </Box>
          <Text fontWeight="bold" fontSize="lg" color="brand.fg" whiteSpace="nowrap">
            {formatPoints(team.totalPoints)}{' '}
            <Text as="span" fontSize="xs" color="fg.muted">
              PTS
            </Text>
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}

function Board({ title, headingId, children }: { title: string; headingId: string; children: React.ReactNode }) {
  return (
    <Card.Root as="section" aria-labelledby={headingId} borderColor="border.muted">
      <Card.Header>
        <Card.Title as="h3" id={headingId} fontFamily="heading" fontSize="xl" color="brand.fg">
          {title}
        </Card.Title>
      </Card.Header>
      <Card.Body pt="2">{children}</Card.Body>
    </Card.Root>
  );
}

type PersonRow = Pick<StandingsMemberRow, 'memberId' | 'fullName' | 'avatarUrl' | 'teamName' | 'teamColor'> & { value: string };

function PeopleList({ label, rows }: { label: string; rows: PersonRow[] }) {
  return (
    <Stack as="ol" aria-label={label} gap="1" listStyleType="none">
      {rows.map((row, i) => (
        <Flex
          as="li"
          key={row.memberId}
          align="center"
          gap="3"
          py="2"
          borderBottomWidth={i < rows.length - 1 ? '1px' : 0}
          borderColor="border.muted"
        >
          <Text w="6" textAlign="center" fontWeight="bold" color={i < 3 ? 'gold.fg' : 'fg.muted'}>
            {i + 1}
          </Text>
          <PersonAvatar name={row.fullName || UNKNOWN} src={row.avatarUrl} size="sm" />
          <Box flex="1" minW="0">
            <Text fontWeight="medium" truncate>
              {row.fullName || UNKNOWN}
            </Text>
            <HStack gap="1.5" fontSize="xs" color="fg.muted">
              <Box boxSize="2" rounded="full" bg={row.teamColor || NO_TEAM_COLOR} aria-hidden />
              <Text truncate>{row.teamName || NO_TEAM}</Text>
            </HStack>
          </Box>
          <Badge colorPalette="brand" variant="subtle" whiteSpace="nowrap">
            {row.value}
          </Badge>
        </Flex>
      ))}
    </Stack>
  );
}
