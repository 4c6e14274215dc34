import { Badge, Box, Card, Center, Heading, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuCrown } from 'react-icons/lu';
import { PersonAvatar, ReadState } from '@/components/kit';
import { Section } from '@/components/layout/Section';
import { Static } from '@/components/layout/static';
import { ShowAllLink, firstPart, useShowAll } from '@/components/layout/ShowAll';
import { joinLive, useLive } from '@/lib/data/use-live';
import { useDigestList } from '@/lib/data/use-digest';
import type { Row } from '@/lib/data/live-read';
import { memberCards, rosterRef, teamsByName } from '../api/queries';
import { displayName, formatHandicap, rosters, subs, type Roster } from '../model';
import { logo } from '@/lib/images';

type Card = Row<'members'>;
type Team = Row<'teams'>;

/** Players listed on a team's card, and subs listed, before "Show all" (the page renders a bounded part at any size). */
export const TEAM_PREVIEW = 8;
export const SUBS_PREVIEW = 12;

/**
 * The teams grid and "Meet the Subs", from the teams and the public member cards
 * (never profiles), all cards in one read of their digest.
 */
export function TeamsOverview() {
  const teams = useLive(teamsByName());
  const roster = useLive(rosterRef());
  const cards = useDigestList(roster, (r) => r.cards, memberCards());
  const live = joinLive(teams, cards, (teamRows, cardRows) => ({
    teams: rosters(teamRows, cardRows),
    subs: subs(
      cardRows,
      teamRows.map((t) => t.id),
    ),
  }));
  const all = useShowAll();

  return (
    <ReadState live={live} loading="Loading teams..." minH="lg">
      {({ teams: rows, subs: subRows }) => (
        <Static data={{ rows, subRows, all }}>
          <Section heading="The Teams" subheading="Every team, its captain and its players.">
            {rows.length === 0 ? (
              <Text textAlign="center" color="fg.muted" fontSize="lg">
                No teams yet.
              </Text>
            ) : (
              <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap="6" listStyleType="none" aria-label="Teams">
                {rows.map((roster) => (
                  <li key={roster.team.id}>
                    <TeamCard roster={roster} all={all} />
                  </li>
                ))}
              </SimpleGrid>
            )}
          </Section>
          <Section heading="Meet the Subs" subheading="Members not yet placed in a team, ready to step in." bg="bg.subtle">
            {subRows.length === 0 ? (
              <Text textAlign="center" color="fg.muted" fontSize="lg">
                Every member has a team.
              </Text>
            ) : (
              <Stack gap="6" id="subs">
                <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap="4" listStyleType="none" aria-label="Subs">
                  {firstPart(subRows, SUBS_PREVIEW, all).map((card) => (
                    <MemberLine key={card.id} card={card} look="sub" />
                  ))}
                </SimpleGrid>
                {!all && subRows.length > SUBS_PREVIEW && <ShowAllLink count={subRows.length} noun="subs" anchor="subs" />}
              </Stack>
            )}
          </Section>
        </Static>
      )}
    </ReadState>
  );
}

function MemberAvatar({ card, size }: { card: Card; size: 'sm' | 'md' }) {
  return <PersonAvatar name={displayName(card.fullName)} src={card.avatarUrl} size={size} palette="brand" />;
}

/** A person in a list: avatar, name and handicap; a sub as a card of its own, a team member as a plain line. */
function MemberLine({ card, look }: { card: Card; look: 'sub' | 'member' }) {
  const sub = look === 'sub';
  const handicap = `HCP ${formatHandicap(card.handicap)}`;
  return (
    <HStack as="li" gap="3" {...(sub && { p: '3', bg: 'bg', rounded: 'lg', borderWidth: '1px', borderColor: 'border.muted' })}>
      <MemberAvatar card={card} size={sub ? 'md' : 'sm'} />
      <Text flex="1" minW="0" fontWeight={sub ? 'medium' : undefined} truncate>
        {displayName(card.fullName)}
      </Text>
      {sub ? (
        <Badge colorPalette="brand" variant="subtle" whiteSpace="nowrap">
          {handicap}
        </Badge>
      ) : (
        <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
          {handicap}
        </Text>
      )}
    </HStack>
  );
}

function TeamCard({ roster, all }: { roster: Roster<Team, Card>; all: boolean }) {
  const { team, name, color, captain, members, memberCount } = roster;
  const headingId = `team-${team.id}`;
  return (
    <Card.Root
      as="article"
      aria-labelledby={headingId}
      h="full"
      overflow="hidden"
      borderColor="border.muted"
      borderTopWidth="6px"
      borderTopColor={color}
    >
      <Card.Body gap="4">
        <HStack gap="4" align="center">
          {team.logoUrl ? (
            <Image {...logo(team.logoUrl, name, { width: 64, height: 64 })} boxSize="16" rounded="lg" />
          ) : (
            <Center boxSize="16" rounded="lg" bg={color} color="white" fontWeight="bold" fontSize="2xl" aria-hidden>
              {name.charAt(0)}
            </Center>
          )}
          <Box flex="1" minW="0">
            <Heading as="h3" id={headingId} fontFamily="heading" size="lg" color="brand.fg">
              {name}
            </Heading>
            <HStack gap="2" mt="1" flexWrap="wrap">
              <Badge colorPalette="gray" variant="subtle">
                {memberCount} {memberCount === 1 ? 'member' : 'members'}
              </Badge>
              <Text fontWeight="bold" color="brand.fg">
                {Number.isInteger(team.totalPoints) ? team.totalPoints : team.totalPoints.toFixed(1)}{' '}
                <Text as="span" fontSize="xs" color="fg.muted">
                  PTS
                </Text>
              </Text>
            </HStack>
          </Box>
        </HStack>
        {team.description && <Text color="fg.muted">{team.description}</Text>}

        {captain && (
          <HStack gap="3" p="3" rounded="lg" bg="gold.subtle" borderWidth="1px" borderColor="gold.muted">
            <MemberAvatar card={captain} size="md" />
            <Box flex="1" minW="0">
              <HStack gap="1" fontSize="xs" color="gold.fg" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider">
                <LuCrown aria-hidden /> <Text>Captain</Text>
              </HStack>
              <Text fontWeight="semibold" truncate>
                {displayName(captain.fullName)}
              </Text>
            </Box>
            <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
              HCP {formatHandicap(captain.handicap)}
            </Text>
          </HStack>
        )}

        {memberCount === 0 ? (
          <Text color="fg.muted" fontStyle="italic">
            No members assigned yet
          </Text>
        ) : (
          members.length > 0 && (
            <Stack gap="3">
              <Stack as="ul" gap="2" listStyleType="none" aria-label={`${name} members`}>
                {firstPart(members, TEAM_PREVIEW, all).map((card) => (
                  <MemberLine key={card.id} card={card} look="member" />
                ))}
              </Stack>
              {!all && members.length > TEAM_PREVIEW && <ShowAllLink count={members.length} noun="members" of={name} anchor={headingId} />}
            </Stack>
          )
        )}
      </Card.Body>
    </Card.Root>
  );
}
