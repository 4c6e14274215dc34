import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { CalendarButton, myEventRowProps, WithdrawDialog, type Withdrawing } from '@/components/events/my-events';
import { Panel, ReadState } from '@/components/kit';
import { paths } from '@/config/paths';
import { ARRIVAL } from '@/lib/calendar';
import type { Row } from '@/lib/data/refs';
import { useRegisteredIn } from '@/lib/data/use-registered';
import { useLive, type Live } from '@/lib/data/use-live';
import { formatDate, startOfSocietyDay } from '@/lib/dates';
import { startOf } from '@/lib/event-times';
import { upcomingTournaments } from '../../api/queries';
import { withdrawFromTournament } from '../api/mutations';
import { tournamentRegistrationRef } from '../api/queries';

export interface MyTournament {
  tournament: Row<'tournaments'>;
  registration: Row<'tournamentRegistrations'>;
}

/** The member's upcoming tournament registrations, soonest first. */
export function useMyTournaments(uid: string): Live<MyTournament[]> {
  const events = useLive(upcomingTournaments(startOfSocietyDay(), null));
  const refOf = useMemo(() => (id: string) => tournamentRegistrationRef(id, uid), [uid]);
  return useRegisteredIn(events, refOf, (tournament, registration) => ({ tournament, registration }));
}

/** Dashboard: My Registered Tournaments, with View Details, Add to Calendar and Withdraw. */
export function MyRegisteredTournaments({ live }: { live: Live<MyTournament[]> }) {
  const [withdrawing, setWithdrawing] = useState<Withdrawing | null>(null);
  return (
    <Panel title="My Registered Tournaments">
      <ReadState live={live} loading="Loading your registrations..." empty="You haven't registered for any upcoming tournaments yet.">
        {(rows) => (
          <Stack gap="3" as="ul" listStyleType="none">
            {rows.map(({ tournament: t }) => {
              const start = startOf(t.date, t.teeOffTime);
              return (
                <HStack as="li" key={t.id} {...myEventRowProps}>
                  <Stack gap="0.5">
                    <Text fontWeight="semibold">{t.name}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {formatDate(t.date, 'weekday')}
                      {t.teeOffTime && ` · Tee off ${t.teeOffTime}`} · {t.location}
                    </Text>
                  </Stack>
                  <HStack gap="2" wrap="wrap">
                    <Button asChild size="sm" variant="outline" colorPalette="brand">
                      <Link to={paths.tournament(t.id)} aria-label={`View details of ${t.name}`}>
                        View Details
                      </Link>
                    </Button>
                    <CalendarButton
                      event={{
                        title: t.name,
                        start,
                        durationMinutes: 300,
                        location: t.location,
                        description: t.description,
                        arrive: ARRIVAL.tournament,
                        url: `${window.location.origin}${paths.tournament(t.id)}`,
                      }}
                    />
                    <Button size="sm" variant="outline" colorPalette="red" onClick={() => setWithdrawing({ id: t.id, name: t.name })} aria-label={`Withdraw from ${t.name}`}>
                      Withdraw
                    </Button>
                  </HStack>
                </HStack>
              );
            })}
          </Stack>
        )}
      </ReadState>
      <WithdrawDialog
        withdrawing={withdrawing}
        onClose={() => setWithdrawing(null)}
        withdraw={withdrawFromTournament}
        failure="Failed to withdraw from tournament. Please try again."
      />
    </Panel>
  );
}
