import { Card, Link as ChakraLink, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Pending } from '@/components/kit';
import { paths } from '@/config/paths';
import type { Row } from '@/lib/data/refs';

/** A value of undefined is not known yet: "..." (busy), and no note that would answer for it. */
function Stat({ label, value, note }: { label: string; value: ReactNode | undefined; note?: ReactNode }) {
  const pending = value === undefined;
  return (
    <Card.Root as="section" aria-label={label} aria-busy={pending || undefined} size="sm">
      <Card.Body gap="1">
        <Text fontSize="sm" color="fg.muted" fontWeight="medium">
          {label}
        </Text>
        <Text fontSize="2xl" fontWeight="bold" fontFamily="heading">
          {pending ? <Pending /> : value}
        </Text>
        {note !== undefined && (
          <Text fontSize="sm" color="fg.muted">
            {/* A pending note keeps its line, so the card does not grow when the value arrives. */}
            {note ?? '\u00a0'}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

interface StatCardsProps {
  /** Upcoming tournaments the member is registered for; undefined while loading. */
  myEvents: number | undefined;
  /** The member's team name, null when in no team; undefined while loading. */
  teamName: string | null | undefined;
  /** The member's profile, null when there is none; undefined while loading. */
  profile: Row<'profiles'> | null | undefined;
}

/**
 * My Events, My Team, Handicap ("Not Set" links to /profile) and Membership
 * (Active or Pending). A card whose read has not answered shows "..." and no
 * note: never "Pending", "Not Set" or "An admin assigns teams" made from undefined.
 */
export function StatCards({ myEvents, teamName, profile }: StatCardsProps) {
  const known = profile !== undefined;
  const paid = profile?.membershipFeePaid === true;
  const handicap = profile?.handicap ?? null;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
      <Stat label="My Events" value={myEvents} note="Upcoming tournaments" />
      <Stat
        label="My Team"
        value={teamName === undefined ? undefined : (teamName ?? 'No Team')}
        note={teamName === undefined ? null : teamName ? 'Your league team' : 'An admin assigns teams'}
      />
      <Stat
        label="Handicap"
        value={
          !known ? undefined : handicap === null ? (
            <ChakraLink asChild color="brand.fg">
              <Link to={paths.profile}>Not Set</Link>
            </ChakraLink>
          ) : (
            handicap.toFixed(1)
          )
        }
        note={!known ? null : handicap === null ? 'Add it on your profile' : 'Keep it up to date'}
      />
      <Stat
        label="Membership"
        value={!known ? undefined : paid ? 'Active' : 'Pending'}
        note={!known ? null : paid ? 'Your membership fee has been paid' : 'Membership fee payment pending'}
      />
    </SimpleGrid>
  );
}
