import { Badge, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { Panel, ReadState } from '@/components/kit';
import { paths } from '@/config/paths';
import { useLive } from '@/lib/data/use-live';
import { formatDate, isUpcoming } from '@/lib/dates';
import { completedTournaments, nextPar3Events, nextTournaments } from '../api/queries';

const AVAILABLE = 3;
const PAST = 5;
const rowProps = { borderWidth: '1px', rounded: 'md', p: '4', justify: 'space-between', wrap: 'wrap', gap: '3' } as const;

/** Available Tournaments: the next 3, with registered/max and a link to register. */
export function AvailableTournaments() {
  const live = useLive(nextTournaments());
  return (
    <Panel title="Available Tournaments">
      <ReadState live={live} loading="Loading tournaments..." empty="No tournaments available at this time." isEmpty={(rows) => !rows.some((t) => isUpcoming(t.date))}>
        {(rows) => (
          <Stack as="ul" listStyleType="none" gap="3">
            {rows
              .filter((t) => isUpcoming(t.date))
              .slice(0, AVAILABLE)
              .map((t) => (
                <HStack as="li" key={t.id} {...rowProps}>
                  <Stack gap="0.5">
                    <Text fontWeight="semibold">{t.name}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {formatDate(t.date, 'weekday')} · {t.location}
                    </Text>
                  </Stack>
                  <HStack gap="3">
                    <Badge colorPalette={t.registeredCount >= t.maxParticipants ? 'red' : 'gray'} aria-label={`${t.registeredCount} of ${t.maxParticipants} registered`}>
                      {t.registeredCount}/{t.maxParticipants}
                    </Badge>
                    <Button asChild size="sm" colorPalette="brand">
                      <Link to={paths.tournamentRegister(t.id)} aria-label={`Register for ${t.name}`}>
                        Register
                      </Link>
                    </Button>
                  </HStack>
                </HStack>
              ))}
          </Stack>
        )}
      </ReadState>
    </Panel>
  );
}

/** Available Par 3 Events: the next 3 Par 3 nights. */
export function AvailablePar3Events() {
  const live = useLive(nextPar3Events());
  return (
    <Panel title="Available Par 3 Events">
      <ReadState live={live} loading="Loading Par 3 events..." empty="No upcoming Par 3 events." isEmpty={(rows) => !rows.some((e) => isUpcoming(e.date))}>
        {(rows) => (
          <Stack as="ul" listStyleType="none" gap="3">
            {rows
              .filter((e) => isUpcoming(e.date))
              .slice(0, AVAILABLE)
              .map((e) => (
                <HStack as="li" key={e.id} {...rowProps}>
                  <Stack gap="0.5">
                    <Text fontWeight="semibold">{e.name}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {formatDate(e.date, 'weekday')} · {e.location}
                    </Text>
                  </Stack>
                  <Button asChild size="sm" colorPalette="brand">
                    <Link to={paths.par3Register(e.id)} aria-label={`Register for ${e.name}`}>
                      Register
                    </Link>
                  </Button>
                </HStack>
              ))}
          </Stack>
        )}
      </ReadState>
    </Panel>
  );
}

/** Past Tournaments: the 5 latest completed ones with View Results, and a link to all results when there are more. */
export function PastTournaments() {
  const live = useLive(completedTournaments());
  return (
    <Panel title="Past Tournaments">
      <ReadState live={live} loading="Loading past tournaments..." empty="No completed tournaments yet.">
        {(rows) => {
          const latest = [...rows].reverse();
          return (
            <Stack gap="3">
              <Stack as="ul" listStyleType="none" gap="3">
                {latest.slice(0, PAST).map((t) => (
                  <HStack as="li" key={t.id} {...rowProps}>
                    <Stack gap="0.5">
                      <Text fontWeight="semibold">{t.name}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        {formatDate(t.date, 'long')} · {t.location}
                      </Text>
                    </Stack>
                    <Button asChild size="sm" variant="outline" colorPalette="brand">
                      <Link to={paths.tournament(t.id)} aria-label={`View results of ${t.name}`}>
                        View Results
                      </Link>
                    </Button>
                  </HStack>
                ))}
              </Stack>
              {latest.length > PAST && (
                <Button asChild variant="ghost" alignSelf="start">
                  <Link to={paths.pastTournaments}>View all past tournaments</Link>
                </Button>
              )}
            </Stack>
          );
        }}
      </ReadState>
    </Panel>
  );
}

const ACTIONS = [
  { to: paths.profile, label: 'Edit Profile' },
  { to: paths.tournaments, label: 'View Tournaments' },
  { to: paths.par3League, label: 'Par 3 League' },
  { to: paths.home, label: 'Back to Home' },
];

/** Quick Actions: profile, tournaments, Par 3 League, home. */
export function QuickActions() {
  return (
    <Panel title="Quick Actions">
      <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="3">
        {ACTIONS.map((a) => (
          <Button key={a.to} asChild variant="outline" colorPalette="brand">
            <Link to={a.to}>{a.label}</Link>
          </Button>
        ))}
      </SimpleGrid>
    </Panel>
  );
}
