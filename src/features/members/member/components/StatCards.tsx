import { Card, Link as ChakraLink, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Row } from '@/lib/data/refs';

function Stat({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={label} size="sm">
      <Card.Body gap="1">
        <Text fontSize="sm" color="fg.muted" fontWeight="medium">
          {label}
        </Text>
        <Text fontSize="2xl" fontWeight="bold" fontFamily="heading">
          {value}
        </Text>
        {note && (
          <Text fontSize="sm" color="fg.muted">
            {note}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

interface StatCardsProps {
  /** Upcoming tournaments the member is registered for; undefined while loading. */
  myEvents: number | undefined;
  teamName: string | null | undefined;
  profile: Row<'profiles'> | null | undefined;
}

/** My Events, My Team, Handicap ("Not Set" links to /profile) and Membership (Active or Pending). */
export function StatCards({ myEvents, teamName, profile }: StatCardsProps) {
  const paid = profile?.membershipFeePaid === true;
  const handicap = profile?.handicap;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
      <Stat label="My Events" value={myEvents ?? '...'} note="Upcoming tournaments" />
      <Stat label="My Team" value={teamName === undefined ? '...' : (teamName ?? 'No Team')} note={teamName ? 'Your league team' : 'An admin assigns teams'} />
      <Stat
        label="Handicap"
        value={
          handicap === null || handicap === undefined ? (
            <ChakraLink asChild color="brand.fg">
              <Link to={paths.profile}>Not Set</Link>
            </ChakraLink>
          ) : (
            handicap.toFixed(1)
          )
        }
        note={handicap === null || handicap === undefined ? 'Add it on your profile' : 'Keep it up to date'}
      />
      <Stat
        label="Membership"
        value={paid ? 'Active' : 'Pending'}
        note={paid ? 'Your membership fee has been paid' : 'Membership fee payment pending'}
      />
    </SimpleGrid>
  );
}
