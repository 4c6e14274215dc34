import { Badge, Button, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { LuClock, LuUsers } from 'react-icons/lu';
import { EditableRow, RecordName, RecordPanel, type PanelWords, type RecordDialogs } from '@/components/kit';
import type { Row } from '@/lib/data/refs';
import { formatDate } from '@/lib/dates';
import { deleteEvent } from '../api/mutations';
import { allEvents } from '../api/queries';
import { EventFormDialog } from './EventFormDialog';
import { RegistrationsDialog } from './RegistrationsDialog';
import { TeeTimesDialog } from './TeeTimesDialog';
import { eventRoom, isFull } from '@/lib/capacity';

type Event = Row<'par3Events'>;

const WORDS: PanelWords = {
  title: 'Par 3 League Events',
  newLabel: 'New Event',
  loading: 'Loading events...',
  empty: 'No Par 3 events yet.',
  errorTitle: 'Failed to fetch events',
};

interface EventRowProps {
  event: Event;
  dialogs: RecordDialogs<Event>;
  onTeeTimes: () => void;
  onRegistrations: () => void;
}

function EventRow({ event, dialogs, onTeeTimes, onRegistrations }: EventRowProps) {
  return (
    <EditableRow
      record={event}
      name={event.name}
      dialogs={dialogs}
      breakpoint="lg"
      actionsGap="2"
      actions={
        <>
          <Button size="sm" variant="outline" colorPalette="brand" onClick={onTeeTimes}>
            <LuClock aria-hidden /> Tee Times<VisuallyHidden> for {event.name}</VisuallyHidden>
          </Button>
          <Button size="sm" variant="outline" colorPalette="brand" onClick={onRegistrations}>
            <LuUsers aria-hidden /> Registrations<VisuallyHidden> for {event.name}</VisuallyHidden>
          </Button>
        </>
      }
    >
      <Stack gap="1" minW="0">
        <RecordName>{event.name}</RecordName>
        <Text fontSize="sm" color="fg.muted">
          {formatDate(event.date, 'weekday')} · {event.location}
        </Text>
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette={event.status === 'upcoming' ? 'green' : 'gray'}>{event.status}</Badge>
          <Badge colorPalette={isFull(eventRoom(event)) ? 'red' : 'blue'}>
            {event.registeredCount} / {event.maxParticipants} registered
          </Badge>
        </HStack>
      </Stack>
    </EditableRow>
  );
}

/** The admin panel's Par 3 League Events tab: events, their tee times and registrations. */
export function ManagePar3() {
  const [teeTimesOf, setTeeTimesOf] = useState<Event | null>(null);
  const [registrationsOf, setRegistrationsOf] = useState<Event | null>(null);

  return (
    <RecordPanel
      query={allEvents()}
      words={WORDS}
      row={(event, dialogs) => (
        <EventRow
          event={event}
          dialogs={dialogs}
          onTeeTimes={() => setTeeTimesOf(event)}
          onRegistrations={() => setRegistrationsOf(event)}
        />
      )}
      form={(dialogs) => <EventFormDialog {...dialogs.form} event={dialogs.editing} />}
      remove={{
        onServer: true,
        noun: 'event',
        description: (event) => (
          <>
            <Text fontWeight="semibold">{event.name}</Text>
            <Text>Its tee times, {event.registeredCount} registration(s) and any scores recorded for it are removed too.</Text>
          </>
        ),
        remove: (event) => deleteEvent(event.id),
      }}
    >
      {(events) => {
        // The dialogs follow the live event (counts change while they are open).
        const live = (event: Event | null) => (event && events.find((e) => e.id === event.id)) ?? event;
        return (
          <>
            <TeeTimesDialog event={live(teeTimesOf)} onClose={() => setTeeTimesOf(null)} />
            <RegistrationsDialog event={live(registrationsOf)} onClose={() => setRegistrationsOf(null)} />
          </>
        );
      }}
    </RecordPanel>
  );
}
