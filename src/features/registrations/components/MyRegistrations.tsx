import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCalendarPlus } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { ConfirmDialog, ReadState, useAction } from '@/components/kit';
import { paths } from '@/config/paths';
import { ARRIVAL, downloadEventIcs, type CalendarEvent } from '@/lib/calendar';
import type { Live } from '@/lib/data/use-live';
import { formatDate } from '@/lib/dates';
import { withdrawFromPar3, withdrawFromTournament } from '../api/mutations';
import { startOf } from './event-times';
import type { MyPar3, MyTournament } from './use-my-registrations';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Header>
        <Heading as="h2" size="lg" fontFamily="heading">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** "Add to Calendar": an .ics file whose reminder rings at the arrival time. */
function CalendarButton({ event }: { event: CalendarEvent }) {
  const download = useAction(() => downloadEventIcs(event), { failure: 'Failed to create calendar file' });
  return (
    <Button size="sm" variant="outline" loading={download.busy} onClick={() => void download.run()} aria-label={`Add ${event.title} to calendar`}>
      <LuCalendarPlus aria-hidden /> Add to Calendar
    </Button>
  );
}

interface Withdrawing {
  id: string;
  name: string;
}

function WithdrawDialog({
  withdrawing,
  onClose,
  kind,
}: {
  withdrawing: Withdrawing | null;
  onClose: () => void;
  kind: 'tournament' | 'par3';
}) {
  const name = withdrawing?.name ?? '';
  return (
    <ConfirmDialog
      open={withdrawing !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Withdraw from event?"
      description={<Text>Your place in {name} will be given up for another member.</Text>}
      confirmLabel="Withdraw"
      onConfirm={async () => {
        if (!withdrawing) return;
        await (kind === 'tournament' ? withdrawFromTournament(withdrawing.id) : withdrawFromPar3(withdrawing.id));
      }}
      messages={{
        success: { title: 'Registration Cancelled', description: `You have withdrawn from ${name}` },
        failure:
          kind === 'tournament'
            ? 'Failed to withdraw from tournament. Please try again.'
            : 'Failed to withdraw from Par 3 event. Please try again.',
      }}
    />
  );
}

const rowProps = { borderWidth: '1px', rounded: 'md', p: '4', justify: 'space-between', wrap: 'wrap', gap: '3' } as const;

/** Dashboard: My Registered Tournaments, with View Details, Add to Calendar and Withdraw. */
export function MyRegisteredTournaments({ live }: { live: Live<MyTournament[]> }) {
  const [withdrawing, setWithdrawing] = useState<Withdrawing | null>(null);
  return (
    <Section title="My Registered Tournaments">
      <ReadState live={live} loading="Loading your registrations..." empty="You haven't registered for any upcoming tournaments yet.">
        {(rows) => (
          <Stack gap="3" as="ul" listStyleType="none">
            {rows.map(({ tournament: t }) => {
              const start = startOf(t.date, t.teeOffTime);
              return (
                <HStack as="li" key={t.id} {...rowProps}>
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
      <WithdrawDialog kind="tournament" withdrawing={withdrawing} onClose={() => setWithdrawing(null)} />
    </Section>
  );
}

/** Dashboard: My Registered Par 3 Events, with the tee time, Add to Calendar and Withdraw. */
export function MyRegisteredPar3Events({ live }: { live: Live<MyPar3[]> }) {
  const [withdrawing, setWithdrawing] = useState<Withdrawing | null>(null);
  return (
    <Section title="My Registered Par 3 Events">
      <ReadState live={live} loading="Loading your registrations..." empty="You haven't registered for any upcoming Par 3 events yet.">
        {(rows) => (
          <Stack gap="3" as="ul" listStyleType="none">
            {rows.map(({ event: e, registration: r }) => (
              <HStack as="li" key={e.id} {...rowProps}>
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
      <WithdrawDialog kind="par3" withdrawing={withdrawing} onClose={() => setWithdrawing(null)} />
    </Section>
  );
}
