import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { CalendarButton, myEventRowProps, WithdrawDialog, type Withdrawing } from '@/components/events/my-events';
import { Panel, ReadState } from '@/components/kit';
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
  const [withdrawing, setWithdrawing] = useState<Withdrawing | null>(null);
  return (
    <Panel title="My Registered Par 3 Events">
      <ReadState live={live} loading="Loading your registrations..." empty="You haven't registered for any upcoming Par 3 events yet.">
        {(rows) => (
          <Stack gap="3" as="ul" listStyleType="none">
            {rows.map(({ event: e, registration: r }) => (
              <HStack as="li" key={e.id} {...myEventRowProps}>
                <Stack gap="0.5">
                  <Text fontWeight="semibold">{e.name}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {formatDate(e.date, 'weekday')} · Tee time {r.teeTime} · {e.location}
                  </Text>
                </Stack>
                <HStack gap="2" wrap="wrap">
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
                  <Button size="sm" variant="outline" colorPalette="red" onClick={() => setWithdrawing({ id: e.id, name: e.name })} aria-label={`Withdraw from ${e.name}`}>
                    Withdraw
                  </Button>
                </HStack>
              </HStack>
            ))}
          </Stack>
        )}
      </ReadState>
      <WithdrawDialog
        withdrawing={withdrawing}
        onClose={() => setWithdrawing(null)}
        withdraw={withdrawFromPar3}
        failure="Failed to withdraw from Par 3 event. Please try again."
      />
    </Panel>
  );
}
