import { Badge, Button, Flex, Heading, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { LuClock, LuPencil, LuPlus, LuTrash2, LuUsers } from 'react-icons/lu';
import { ConfirmDialog, ReadState } from '@/components/kit';
import type { Row } from '@/lib/data/refs';
import { useLive } from '@/lib/data/use-live';
import { formatDate } from '@/lib/dates';
import { deleteEvent } from '../api/mutations';
import { allEvents } from '../api/queries';
import { EventFormDialog } from './EventFormDialog';
import { RegistrationsDialog } from './RegistrationsDialog';
import { TeeTimesDialog } from './TeeTimesDialog';

type Event = Row<'par3Events'>;

interface EventRowProps {
  event: Event;
  onEdit: () => void;
  onTeeTimes: () => void;
  onRegistrations: () => void;
  onDelete: () => void;
}

function EventRow({ event, onEdit, onTeeTimes, onRegistrations, onDelete }: EventRowProps) {
  return (
    <Flex
      direction={{ base: 'column', lg: 'row' }}
      align={{ base: 'stretch', lg: 'center' }}
      justify="space-between"
      gap="4"
      p="4"
      borderWidth="1px"
      rounded="lg"
      bg="bg"
    >
      <Stack gap="1" minW="0">
        <Text fontWeight="semibold" fontSize="lg" color="brand.fg">
          {event.name}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {formatDate(event.date, 'weekday')} · {event.location}
        </Text>
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette={event.status === 'upcoming' ? 'green' : 'gray'}>{event.status}</Badge>
          <Badge colorPalette={event.registeredCount >= event.maxParticipants ? 'red' : 'blue'}>
            {event.registeredCount} / {event.maxParticipants} registered
          </Badge>
        </HStack>
      </Stack>
      <HStack gap="2" wrap="wrap" flexShrink={0}>
        <Button size="sm" variant="outline" colorPalette="brand" onClick={onTeeTimes}>
          <LuClock aria-hidden /> Tee Times<VisuallyHidden> for {event.name}</VisuallyHidden>
        </Button>
        <Button size="sm" variant="outline" colorPalette="brand" onClick={onRegistrations}>
          <LuUsers aria-hidden /> Registrations<VisuallyHidden> for {event.name}</VisuallyHidden>
        </Button>
        <Button size="sm" variant="outline" colorPalette="brand" onClick={onEdit}>
          <LuPencil aria-hidden /> Edit<VisuallyHidden> {event.name}</VisuallyHidden>
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" onClick={onDelete}>
          <LuTrash2 aria-hidden /> Delete<VisuallyHidden> {event.name}</VisuallyHidden>
        </Button>
      </HStack>
    </Flex>
  );
}

/** The admin panel's Par 3 League Events tab: events, their tee times and registrations. */
export function ManagePar3() {
  const events = useLive(allEvents());
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Event | null>(null);
  const [deleting, setDeleting] = useState<Event | null>(null);
  const [teeTimesOf, setTeeTimesOf] = useState<Event | null>(null);
  const [registrationsOf, setRegistrationsOf] = useState<Event | null>(null);
  // The dialogs follow the live event (counts change while they are open).
  const live = (event: Event | null) => (event && events.data?.find((e) => e.id === event.id)) ?? event;

  function openForm(event: Event | null) {
    setEditing(event);
    setFormOpen(true);
  }

  return (
    <Stack gap="6">
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <Heading as="h2" size="2xl" fontFamily="heading" color="brand.fg">
          Par 3 League Events
        </Heading>
        <Button colorPalette="brand" onClick={() => openForm(null)}>
          <LuPlus aria-hidden /> New Event
        </Button>
      </Flex>
      <ReadState live={events} loading="Loading events..." empty="No Par 3 events yet." errorTitle="Failed to fetch events">
        {(rows) => (
          <Stack as="ul" gap="3" listStyleType="none">
            {rows.map((event) => (
              <li key={event.id}>
                <EventRow
                  event={event}
                  onEdit={() => openForm(event)}
                  onTeeTimes={() => setTeeTimesOf(event)}
                  onRegistrations={() => setRegistrationsOf(event)}
                  onDelete={() => setDeleting(event)}
                />
              </li>
            ))}
          </Stack>
        )}
      </ReadState>
      <EventFormDialog open={formOpen} onOpenChange={setFormOpen} event={editing} />
      <TeeTimesDialog event={live(teeTimesOf)} onClose={() => setTeeTimesOf(null)} />
      <RegistrationsDialog event={live(registrationsOf)} onClose={() => setRegistrationsOf(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete event?"
        description={
          <>
            <Text fontWeight="semibold">{deleting?.name}</Text>
            <Text>
              Its tee times, {deleting?.registeredCount ?? 0} registration(s) and any scores recorded for it are removed
              too.
            </Text>
          </>
        }
        confirmLabel="Delete"
        onConfirm={() => deleteEvent(deleting?.id ?? '')}
        messages={{ success: 'Event deleted', failure: 'Failed to delete event' }}
      />
    </Stack>
  );
}
