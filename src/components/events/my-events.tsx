import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Fragment, useState, type ReactNode } from 'react';
import { LuCalendarPlus } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { ConfirmDialog, Panel, ReadState, useAction } from '@/components/kit';
import { downloadEventIcs, type CalendarEvent } from '@/lib/calendar';
import type { Live } from '@/lib/data/use-live';
import { formatDate, isUpcoming } from '@/lib/dates';

/**
 * One event in a dashboard list: its name, a muted line of details (and what
 * else `below` says), its actions (`children`) on the right.
 */
export function EventRow({ name, details, below, children }: { name: string; details: ReactNode; below?: ReactNode; children: ReactNode }) {
  return (
    <HStack as="li" borderWidth="1px" rounded="md" p="4" justify="space-between" wrap="wrap" gap="3">
      <Stack gap="0.5">
        <Text fontWeight="semibold">{name}</Text>
        <Text fontSize="sm" color="fg.muted">
          {details}
        </Text>
        {below}
      </Stack>
      {children}
    </HStack>
  );
}

/**
 * An upcoming event a member can register for: "{weekday} · {location}" and a
 * Register link named "Register for {name}"; `children` (places left...) stand
 * beside the link.
 */
export function RegisterRow({
  event,
  to,
  children,
}: {
  event: { name: string; date: Date; location: string };
  to: string;
  children?: ReactNode;
}) {
  const register = (
    <Button asChild size="sm" colorPalette="brand">
      <Link to={to} aria-label={`Register for ${event.name}`}>
        Register
      </Link>
    </Button>
  );
  return (
    <EventRow name={event.name} details={`${formatDate(event.date, 'weekday')} · ${event.location}`}>
      {children ? (
        <HStack gap="3">
          {children}
          {register}
        </HStack>
      ) : (
        register
      )}
    </EventRow>
  );
}

/** How many upcoming events a dashboard panel shows, and reads (a few more: the screen still skips one dated before today). */
export const UPCOMING_SHOWN = 3;
export const UPCOMING_FETCHED = 12;

/** A dashboard panel of the next events from today (the first UPCOMING_SHOWN of `live`), an EventRow each. */
export function UpcomingEventsPanel<T extends { id: string; date: Date }>({
  title,
  live,
  loading,
  empty,
  row,
}: {
  title: string;
  live: Live<T[]>;
  loading: string;
  empty: string;
  /** The event's EventRow. */
  row: (event: T) => ReactNode;
}) {
  return (
    <Panel title={title}>
      <ReadState live={live} loading={loading} empty={empty} isEmpty={(rows) => !rows.some((e) => isUpcoming(e.date))}>
        {(rows) => (
          <Stack as="ul" listStyleType="none" gap="3">
            {rows
              .filter((e) => isUpcoming(e.date))
              .slice(0, UPCOMING_SHOWN)
              .map((e) => (
                <Fragment key={e.id}>{row(e)}</Fragment>
              ))}
          </Stack>
        )}
      </ReadState>
    </Panel>
  );
}

/** "Add to Calendar": an .ics file whose reminder rings at the arrival time. */
export function CalendarButton({ event }: { event: CalendarEvent }) {
  const download = useAction(() => downloadEventIcs(event), { failure: 'Failed to create calendar file' });
  return (
    <Button
      size="sm"
      variant="outline"
      loading={download.busy}
      onClick={() => void download.run()}
      aria-label={`Add ${event.title} to calendar`}
    >
      <LuCalendarPlus aria-hidden /> Add to Calendar
    </Button>
  );
}

export interface Withdrawing {
  id: string;
  name: string;
}

/** "Withdraw from event?": gives the member's place up through the event's withdraw callable. */
export function WithdrawDialog({
  withdrawing,
  onClose,
  withdraw,
  failure,
}: {
  withdrawing: Withdrawing | null;
  onClose: () => void;
  withdraw: (eventId: string) => Promise<void>;
  failure: string;
}) {
  const name = withdrawing?.name ?? '';
  return (
    <ConfirmDialog
      onServer
      open={withdrawing !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Withdraw from event?"
      description={<Text>Your place in {name} will be given up for another member.</Text>}
      confirmLabel="Withdraw"
      onConfirm={async () => {
        if (!withdrawing) return;
        await withdraw(withdrawing.id);
      }}
      messages={{
        success: { title: 'Registration Cancelled', description: `You have withdrawn from ${name}` },
        failure,
      }}
    />
  );
}

interface MyEventsPanelProps<T> {
  title: string;
  empty: string;
  live: Live<T[]>;
  /** The event a row is about: its id (withdraw) and name (labels). */
  eventOf: (row: T) => { id: string; name: string };
  /** The muted line under the name (date, tee time, place). */
  details: (row: T) => ReactNode;
  /** The row's buttons before Withdraw (View Details, Add to Calendar). */
  actions: (row: T) => ReactNode;
  withdraw: (eventId: string) => Promise<void>;
  /** The withdraw failure's words. */
  failure: string;
}

/** A dashboard list of the member's registered events, each with its actions and Withdraw (confirmed). */
export function MyEventsPanel<T>({ title, empty, live, eventOf, details, actions, withdraw, failure }: MyEventsPanelProps<T>) {
  const [withdrawing, setWithdrawing] = useState<Withdrawing | null>(null);
  return (
    <Panel title={title}>
      <ReadState live={live} loading="Loading your registrations..." empty={empty}>
        {(rows) => (
          <Stack gap="3" as="ul" listStyleType="none">
            {rows.map((row) => {
              const event = eventOf(row);
              return (
                <EventRow key={event.id} name={event.name} details={details(row)}>
                  <HStack gap="2" wrap="wrap">
                    {actions(row)}
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => setWithdrawing(event)}
                      aria-label={`Withdraw from ${event.name}`}
                    >
                      Withdraw
                    </Button>
                  </HStack>
                </EventRow>
              );
            })}
          </Stack>
        )}
      </ReadState>
      <WithdrawDialog withdrawing={withdrawing} onClose={() => setWithdrawing(null)} withdraw={withdraw} failure={failure} />
    </Panel>
  );
}
