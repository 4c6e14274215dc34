import { useMemo } from 'react';
import { CalendarButton, MyEventsPanel } from '@/components/events/my-events';
import { paths } from '@/config/paths';
import { ARRIVAL } from '@/lib/calendar';
import type { Row } from '@/lib/data/refs';
import { useRegisteredIn } from '@/lib/data/use-registered';
import { useLive, type Live } from '@/lib/data/use-live';
import { formatDate, startOfSocietyDay } from '@/lib/dates';
import { startOf } from '@/lib/event-times';
import { upcomingPar3Events } from '../../api/queries';
import { withdrawFromPar3 } from '../api/mutations';
import { par3RegistrationRef } from '../api/queries';

export interface MyPar3 {
  event: Row<'par3Events'>;
  registration: Row<'par3Registrations'>;
}

/** The member's upcoming Par 3 registrations, soonest first. */
export function useMyPar3Events(uid: string): Live<MyPar3[]> {
  const events = useLive(upcomingPar3Events(startOfSocietyDay(), null));
  const refOf = useMemo(() => (id: string) => par3RegistrationRef(id, uid), [uid]);
  return useRegisteredIn(events, refOf, (event, registration) => ({ event, registration }));
}

/** Dashboard: My Registered Par 3 Events, with the tee time, Add to Calendar and Withdraw. */
export function MyRegisteredPar3Events({ live }: { live: Live<MyPar3[]> }) {
  return (
    <MyEventsPanel
      title="My Registered Par 3 Events"
      empty="You haven't registered for any upcoming Par 3 events yet."
      live={live}
      eventOf={({ event }) => event}
      details={({ event: e, registration: r }) => `${formatDate(e.date, 'weekday')} · Tee time ${r.teeTime} · ${e.location}`}
      actions={({ event: e, registration: r }) => (
        <CalendarButton
          event={{
            title: e.name,
            start: startOf(e.date, r.teeTime),
            durationMinutes: 150,
            location: e.location,
            description: e.description,
            arrive: ARRIVAL.par3,
            url: `${window.location.origin}${paths.par3League}`,
          }}
        />
      )}
      withdraw={withdrawFromPar3}
      failure="Failed to withdraw from Par 3 event. Please try again."
    />
  );
}
