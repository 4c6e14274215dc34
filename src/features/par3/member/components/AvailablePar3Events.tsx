import { RegisterRow, UPCOMING_FETCHED, UpcomingEventsPanel } from '@/components/events/my-events';
import { paths } from '@/config/paths';
import { useLive } from '@/lib/data/use-live';
import { startOfSocietyDay } from '@/lib/dates';
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
      row={(e) => <RegisterRow event={e} to={paths.par3Register(e.id)} />}
    />
  );
}
