import { Button } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { CalendarButton, MyEventsPanel } from '@/components/events/my-events';
import { paths } from '@/config/paths';
import { ARRIVAL } from '@/lib/calendar';
import type { Row } from '@/lib/data/refs';
import { useRegisteredIn } from '@/lib/data/use-registered';
import { useLive, type Live } from '@/lib/data/use-live';
import { formatDate, startOfSocietyDay } from '@/lib/dates';
import { startOf } from '@/lib/event-times';
import { upcomingTournaments } from '../../api/queries';
import type { WaitingRow } from '@/components/events/waitlist';
import { leaveTournamentWaitlist, withdrawFromTournament } from '../api/mutations';
import { tournamentRegistrationRef, tournamentWaitlistRef } from '../api/queries';

export interface MyTournament {
  tournament: Row<'tournaments'>;
  registration: Row<'tournamentRegistrations'>;
}

/** The member's upcoming tournament registrations, soonest first. */
export function useMyTournaments(uid: string): Live<MyTournament[]> {
  const events = useLive(upcomingTournaments(startOfSocietyDay(), null));
  return useRegisteredIn(events, uid, 'registeredCount', tournamentRegistrationRef, (tournament, registration) => ({
    tournament,
    registration,
  }));
}

/** The member's places on upcoming tournaments' waiting lists, soonest first. */
export function useMyTournamentWaits(uid: string): Live<WaitingRow[]> {
  const events = useLive(upcomingTournaments(startOfSocietyDay(), null));
  return useRegisteredIn(events, uid, 'waitlistCount', tournamentWaitlistRef, (t, place): WaitingRow => ({
    kind: 'tournament',
    id: t.id,
    name: t.name,
    details: `${formatDate(t.date, 'weekday')}${t.teeOffTime ? ` · Tee off ${t.teeOffTime}` : ''} · ${t.location}`,
    link: paths.tournamentRegister(t.id),
    joinedAt: place.joinedAt,
    waitlistCount: t.waitlistCount,
    leave: () => leaveTournamentWaitlist(t.id),
  }));
}

/** Dashboard: My Registered Tournaments, with View Details, Add to Calendar and Withdraw. */
export function MyRegisteredTournaments({ live }: { live: Live<MyTournament[]> }) {
  return (
    <MyEventsPanel
      title="My Registered Tournaments"
      empty="You haven't registered for any upcoming tournaments yet."
      live={live}
      eventOf={({ tournament }) => tournament}
      details={({ tournament: t }) => `${formatDate(t.date, 'weekday')}${t.teeOffTime ? ` · Tee off ${t.teeOffTime}` : ''} · ${t.location}`}
      actions={({ tournament: t }) => (
        <>
          <Button asChild size="sm" variant="outline" colorPalette="brand">
            <Link to={paths.tournament(t.id)} aria-label={`View details of ${t.name}`}>
              View Details
            </Link>
          </Button>
          <CalendarButton
            event={{
              title: t.name,
              start: startOf(t.date, t.teeOffTime),
              durationMinutes: 300,
              location: t.location,
              description: t.description,
              arrive: ARRIVAL.tournament,
              url: `${window.location.origin}${paths.tournament(t.id)}`,
            }}
          />
        </>
      )}
      withdraw={withdrawFromTournament}
      failure="Failed to withdraw from tournament. Please try again."
    />
  );
}
