import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { myEventRowProps as rowProps } from '@/components/events/my-events';
import { Panel, ReadState } from '@/components/kit';
import { paths } from '@/config/paths';
import { useLive } from '@/lib/data/use-live';
import { formatDate, isUpcoming, startOfSocietyDay } from '@/lib/dates';
import { completedTournaments, upcomingTournaments } from '../../api/queries';

const AVAILABLE = 3;
const PAST = 5;
/** Read a few more than shown: the screen still skips an event dated before today. */
const FETCHED = 12;

/** Available Tournaments: the next 3, with registered/max and a link to register. */
export function AvailableTournaments() {
  const live = useLive(upcomingTournaments(startOfSocietyDay(), FETCHED));
  return (
    <Panel title="Available Tournaments">
      <ReadState
        live={live}
        loading="Loading tournaments..."
        empty="No tournaments available at this time."
        isEmpty={(rows) => !rows.some((t) => isUpcoming(t.date))}
      >
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
                    <Badge
                      colorPalette={t.registeredCount >= t.maxParticipants ? 'red' : 'gray'}
                      aria-label={`${t.registeredCount} of ${t.maxParticipants} registered`}
                    >
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

/** Past Tournaments: the 5 latest completed ones with View Results, and a link to all results when there are more. */
export function PastTournamentsPanel() {
  const live = useLive(completedTournaments());
  return (
    <Panel title="Past Tournaments">
      <ReadState live={live} loading="Loading past tournaments..." empty="No completed tournaments yet.">
        {(rows) => {
          return (
            <Stack gap="3">
              <Stack as="ul" listStyleType="none" gap="3">
                {rows.slice(0, PAST).map((t) => (
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
              {rows.length > PAST && (
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
