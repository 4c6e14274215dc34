import { CalendarButton, MyEventsPanel } from '@/components/events/my-events';
import { paths } from '@/config/paths';
import { ARRIVAL } from '@/lib/calendar';
import type { Row } from '@/lib/data/refs';
import { useRegisteredIn } from '@/lib/data/use-registered';
import { useLive, type Live } from '@/lib/data/use-live';
import { formatDate, startOfSocietyDay } from '@/lib/dates';
import { startOf } from '@/lib/event-times';
import { upcomingPar3Events } from '../../api/queries';
import type { WaitingRow } from '@/components/events/waitlist';
import { leavePar3Waitlist, withdrawFromPar3 } from '../api/mutations';
import { par3RegistrationRef, par3WaitlistRef } from '../api/queries';

export interface MyPar3 {
  event: Row<'par3Events'>;
  registration: Row<'par3Registrations'>;
}

/** The member's upcoming Par 3 registrations, soonest first. */
export function useMyPar3Events(uid: string): Live<MyPar3[]> {
  const events = useLive(upcomingPar3Events(startOfSocietyDay(), null));
  return useRegisteredIn(events, uid, 'registeredCount', par3RegistrationRef, (event, registration) => ({ event, registration }));
}

/** The member's places on upcoming Par 3 nights' waiting lists, soonest first. */
export function useMyPar3Waits(uid: string): Live<WaitingRow[]> {
  const events = useLive(upcomingPar3Events(startOfSocietyDay(), null));
  return useRegisteredIn(events, uid, 'waitlistCount', par3WaitlistRef, (e, place): WaitingRow => ({
    kind: 'par3',
    id: e.id,
    name: e.name,
    details: `${formatDate(e.date, 'weekday')} · ${e.location}`,
    link: paths.par3Register(e.id),
    joinedAt: place.joinedAt,
    waitlistCount: e.waitlistCount,
    leave: () => leavePar3Waitlist(e.id),
  }));
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
