import { Button } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { EventRow, UPCOMING_FETCHED, UpcomingEventsPanel } from '@/components/events/my-events';
import { paths } from '@/config/paths';
import { useLive } from '@/lib/data/use-live';
import { formatDate, startOfSocietyDay } from '@/lib/dates';
import { upcomingPar3Events } from '../../api/queries';

/** Available Par 3 Events: the next 3 Par 3 nights. */
export function AvailablePar3Events() {
  const live = useLive(upcomingPar3Events(startOfSocietyDay(), UPCOMING_FETCHED));
  return (
    <UpcomingEventsPanel
      title="Available Par 3 Events"
      live={live}
      loading="Loading Par 3 events..."
      empty="No upcoming Par 3 events."
      row={(e) => (
        <EventRow name={e.name} details={`${formatDate(e.date, 'weekday')} · ${e.location}`}>
          <Button asChild size="sm" colorPalette="brand">
            <Link to={paths.par3Register(e.id)} aria-label={`Register for ${e.name}`}>
              Register
            </Link>
          </Button>
        </EventRow>
      )}
    />
  );
}
