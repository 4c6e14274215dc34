import { Badge, Button, Stack } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { EventRow, RegisterRow, UPCOMING_FETCHED, UpcomingEventsPanel } from '@/components/events/my-events';
import { Panel, ReadState } from '@/components/kit';
import { paths } from '@/config/paths';
import { useLive } from '@/lib/data/use-live';
import { formatDate, startOfSocietyDay } from '@/lib/dates';
import { completedTournaments, upcomingTournaments } from '../../api/queries';
import { eventRoom, isFull } from '@/lib/capacity';

const PAST = 5;

/** Available Tournaments: the next 3, with registered/max and a link to register. */
export function AvailableTournaments() {
  const live = useLive(upcomingTournaments(startOfSocietyDay(), UPCOMING_FETCHED));
  return (
    <UpcomingEventsPanel
      title="Available Tournaments"
      live={live}
      loading="Loading tournaments..."
      empty="No tournaments available at this time."
      row={(t) => (
        <RegisterRow event={t} to={paths.tournamentRegister(t.id)}>
          <Badge
            colorPalette={isFull(eventRoom(t)) ? 'red' : 'gray'}
            aria-label={`${t.registeredCount} of ${t.maxParticipants} registered`}
          >
            {t.registeredCount}/{t.maxParticipants}
          </Badge>
        </RegisterRow>
      )}
    />
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
                  <EventRow key={t.id} name={t.name} details={`${formatDate(t.date, 'long')} · ${t.location}`}>
                    <Button asChild size="sm" variant="outline" colorPalette="brand">
                      <Link to={paths.tournament(t.id)} aria-label={`View results of ${t.name}`}>
                        View Results
                      </Link>
                    </Button>
                  </EventRow>
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
