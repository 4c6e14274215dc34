import { Button, Field, Flex, HStack, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { LuDownload, LuTrash2, LuUserPlus } from 'react-icons/lu';
import { WaitlistAdmin } from '@/components/events/waitlist-admin';
import { ReadState, SelectInput, type ToastText, useAction } from '@/components/kit';
import { toaster } from '@/components/ui/toaster';
import { downloadCsv } from '@/lib/csv';
import { fileSlug } from '@/lib/download';
import type { Row } from '@/lib/data/refs';
import { useLive } from '@/lib/data/use-live';
import { formatDate, societyDay } from '@/lib/dates';
import { errorCode, errorMessage } from '@/lib/errors';
import { registerMember, withdrawMember } from '../api/mutations';
import { eventRegistrations, eventTeeTimes, memberCards } from '../api/queries';
import { EventDialog } from './EventDialog';
import { isFull, teeTimeRoom } from '@/lib/capacity';

type Event = Row<'par3Events'>;
type Registration = Row<'par3Registrations'>;

export const TEE_TIME_FULL = 'This tee time is full. Please select another.';

/** The registration callables' refusals in the spec's words (resource-exhausted: the tee time or event is full). */
function registerFailure(error: unknown): ToastText {
  switch (errorCode(error)) {
    case 'resource-exhausted':
      return { title: TEE_TIME_FULL };
    case 'already-exists':
      return { title: 'Failed to register member', description: 'This member is already registered for this event' };
    case 'failed-precondition':
    case 'not-found':
      return { title: 'Failed to register member', description: error instanceof Error ? error.message : errorMessage(error) };
    default:
      return { title: 'Failed to register member', description: errorMessage(error) };
  }
}

/** The Par 3 CSV: Member Name, Handicap (N/A when missing), Tee Time. */
async function exportRegistrations(event: Event, rows: readonly Registration[]): Promise<void> {
  await downloadCsv(
    `${fileSlug(event.name)}-${societyDay(event.date)}-registrations.csv`,
    ['Member Name', 'Handicap', 'Tee Time'],
    rows.map((r) => [r.fullName, r.handicap ?? 'N/A', r.teeTime]),
  );
}

function AddRegistration({ event, registered }: { event: Event; registered: ReadonlySet<string> }) {
  const members = useLive(memberCards());
  const teeTimes = useLive(eventTeeTimes(event.id));
  const [memberId, setMemberId] = useState('');
  const [teeTimeId, setTeeTimeId] = useState('');
  const add = useAction(registerMember, {
    success: 'Member registered',
    failure: registerFailure,
    onSuccess: () => setMemberId(''),
  });

  function submit() {
    if (!memberId) {
      toaster.create({ type: 'error', title: 'Please select a member' });
      return;
    }
    if (!teeTimeId) {
      toaster.create({ type: 'error', title: 'Please select a tee time' });
      return;
    }
    void add.run({ eventId: event.id, teeTimeId, memberId });
  }

  const available = (members.data ?? []).filter((m) => !registered.has(m.id));
  return (
    <Stack gap="3" p="4" borderWidth="1px" rounded="lg" bg="bg.subtle">
      <Text fontWeight="semibold">Add a member</Text>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <Field.Root disabled={members.loading}>
          <Field.Label>Member</Field.Label>
          <SelectInput
            value={memberId}
            onChange={setMemberId}
            placeholder={members.error !== undefined ? 'Failed to load members' : 'Select a member'}
            options={available.map((m) => ({ value: m.id, label: m.fullName }))}
          />
        </Field.Root>
        <Field.Root disabled={teeTimes.loading}>
          <Field.Label>Tee time</Field.Label>
          <SelectInput
            value={teeTimeId}
            onChange={setTeeTimeId}
            placeholder={teeTimes.data?.length === 0 ? 'No tee times available' : 'Select a tee time'}
            options={(teeTimes.data ?? []).map((t) => {
              const full = isFull(teeTimeRoom(t));
              return {
                value: t.id,
                label: `${t.teeTime} (${t.currentParticipants}/${t.maxParticipants})${full ? ' - full' : ''}`,
                disabled: full,
              };
            })}
          />
        </Field.Root>
      </SimpleGrid>
      <HStack justify="flex-end">
        <Button colorPalette="brand" loading={add.busy} onClick={submit}>
          <LuUserPlus aria-hidden /> Add Member
        </Button>
      </HStack>
    </Stack>
  );
}

function RegistrationRow({ event, registration }: { event: Event; registration: Registration }) {
  const remove = useAction(withdrawMember, { success: 'Registration removed', failure: 'Failed to unregister member' });
  return (
    <Flex as="li" justify="space-between" align="center" gap="3" wrap="wrap" py="2" borderBottomWidth="1px">
      <Stack gap="0">
        <Text fontWeight="semibold">{registration.fullName}</Text>
        <Text fontSize="sm" color="fg.muted">
          Tee time {registration.teeTime} · HCP {registration.handicap ?? 'N/A'}
        </Text>
      </Stack>
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        loading={remove.busy}
        onClick={() => void remove.run({ eventId: event.id, memberId: registration.id })}
      >
        <LuTrash2 aria-hidden /> Remove<VisuallyHidden> {registration.fullName}</VisuallyHidden>
      </Button>
    </Flex>
  );
}

function RegistrationsBody({ event }: { event: Event }) {
  const registrations = useLive(eventRegistrations(event.id));
  const rows = registrations.data ?? [];
  const exporting = useAction(() => exportRegistrations(event, rows), { failure: 'Failed to export registrations' });

  function exportCsv() {
    if (rows.length === 0) {
      toaster.create({ type: 'info', title: 'No registrations found for this event' });
      return;
    }
    void exporting.run();
  }

  return (
    <Stack gap="5">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text color="fg.muted">
          {formatDate(event.date, 'weekday')} · {event.registeredCount} / {event.maxParticipants} registered
        </Text>
        <Button
          size="sm"
          variant="outline"
          colorPalette="brand"
          loading={exporting.busy}
          disabled={registrations.loading}
          onClick={exportCsv}
        >
          <LuDownload aria-hidden /> Export CSV
        </Button>
      </Flex>
      <ReadState
        live={registrations}
        loading="Loading registrations..."
        empty="No registrations yet."
        errorTitle="Failed to fetch registrations"
      >
        {(list) => (
          <Stack as="ul" gap="0" listStyleType="none">
            {list.map((registration) => (
              <RegistrationRow key={registration.id} event={event} registration={registration} />
            ))}
          </Stack>
        )}
      </ReadState>
      <AddRegistration event={event} registered={new Set(rows.map((r) => r.id))} />
      <WaitlistAdmin kind="par3" eventId={event.id} />
    </Stack>
  );
}

/** An event's registrations: add a member on a tee time (full ones disabled), remove one, export the CSV. */
export function RegistrationsDialog({ event, onClose }: { event: Event | null; onClose: () => void }) {
  return (
    <EventDialog title={`Registrations: ${event?.name ?? ''}`} open={event !== null} onClose={onClose}>
      {event && <RegistrationsBody event={event} />}
    </EventDialog>
  );
}
