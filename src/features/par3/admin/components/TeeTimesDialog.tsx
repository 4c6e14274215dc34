import { Badge, Button, Flex, HStack, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { Form, NumberField, ReadState, TextField, useAction, useSchemaForm } from '@/components/kit';
import type { Row } from '@/lib/data/refs';
import { useLive } from '@/lib/data/use-live';
import { TEE_TIME_DEFAULT_PLAYERS, teeTimeFormSchema, type TeeTimeFormInput } from '@/lib/schemas/par3';
import { addTeeTime, deleteTeeTime, updateTeeTime } from '../api/mutations';
import { eventTeeTimes } from '../api/queries';
import { editTeeTimeSchema } from '../schemas';
import { EventDialog } from './EventDialog';
import { isFull, teeTimeRoom } from '@/lib/capacity';

type TeeTime = Row<'teeTimes'>;

const EMPTY: TeeTimeFormInput = { teeTime: '', maxParticipants: TEE_TIME_DEFAULT_PLAYERS };

/** Adds a tee time, or edits one (then its places cannot drop below the places taken). */
function TeeTimeForm({ eventId, editing, onDone }: { eventId: string; editing: TeeTime | null; onDone: () => void }) {
  const schema = editing ? editTeeTimeSchema(editing.currentParticipants) : teeTimeFormSchema;
  const form = useSchemaForm(schema, editing ? { teeTime: editing.teeTime, maxParticipants: editing.maxParticipants } : EMPTY);
  const save = useAction(
    (values: TeeTimeFormInput) => (editing ? updateTeeTime(eventId, editing.id, values) : addTeeTime(eventId, values)),
    {
      success: editing ? 'Tee time updated' : 'Tee time added',
      failure: editing ? 'Failed to update tee time' : 'Failed to add tee time',
      onSuccess: () => {
        form.reset(EMPTY);
        onDone();
      },
    },
  );
  return (
    <Form form={form} schema={schema} onSubmit={save.run} invalidToast="all">
      <Stack gap="3" p="4" borderWidth="1px" rounded="lg" bg="bg.subtle">
        <Text fontWeight="semibold">{editing ? `Edit tee time ${editing.teeTime}` : 'Add a tee time'}</Text>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {/* Locked while saving: a value typed before the save is acknowledged would be wiped by the reset. */}
          <TextField name="teeTime" label="Tee time" type="time" required disabled={save.busy} />
          <NumberField
            name="maxParticipants"
            label="Max participants"
            min={1}
            max={8}
            step={1}
            helper="1 to 8 players (default 4)."
            disabled={save.busy}
          />
        </SimpleGrid>
        <HStack justify="flex-end" gap="3">
          {editing && (
            <Button variant="outline" onClick={onDone}>
              Cancel
            </Button>
          )}
          <Button type="submit" colorPalette="brand" loading={save.busy}>
            {editing ? (
              'Save Tee Time'
            ) : (
              <>
                <LuPlus aria-hidden /> Add Tee Time
              </>
            )}
          </Button>
        </HStack>
      </Stack>
    </Form>
  );
}

function TeeTimeRow({ eventId, teeTime, onEdit }: { eventId: string; teeTime: TeeTime; onEdit: () => void }) {
  const remove = useAction(() => deleteTeeTime(eventId, teeTime.id), {
    success: 'Tee time deleted',
    failure: 'Failed to delete tee time',
  });
  const booked = teeTime.currentParticipants > 0;
  const full = isFull(teeTimeRoom(teeTime));
  return (
    <Flex as="li" justify="space-between" align="center" gap="3" wrap="wrap" py="2" borderBottomWidth="1px">
      <HStack gap="3">
        <Text fontWeight="semibold" fontFamily="mono">
          {teeTime.teeTime}
        </Text>
        <Badge colorPalette={full ? 'red' : 'green'}>
          {teeTime.currentParticipants} / {teeTime.maxParticipants} booked
        </Badge>
      </HStack>
      <HStack gap="2">
        <Button size="xs" variant="outline" colorPalette="brand" onClick={onEdit}>
          <LuPencil aria-hidden /> Edit<VisuallyHidden> tee time {teeTime.teeTime}</VisuallyHidden>
        </Button>
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          disabled={booked}
          loading={remove.busy}
          onClick={() => void remove.run()}
          title={booked ? 'Players are booked on this tee time' : undefined}
        >
          <LuTrash2 aria-hidden /> Delete<VisuallyHidden> tee time {teeTime.teeTime}</VisuallyHidden>
        </Button>
      </HStack>
    </Flex>
  );
}

interface TeeTimesDialogProps {
  event: Row<'par3Events'> | null;
  onClose: () => void;
}

/** An event's tee times: add, edit and delete (a booked tee time cannot be deleted). */
export function TeeTimesDialog({ event, onClose }: TeeTimesDialogProps) {
  return (
    <EventDialog title={`Tee Times: ${event?.name ?? ''}`} open={event !== null} onClose={onClose}>
      {event && <TeeTimesBody eventId={event.id} />}
    </EventDialog>
  );
}

function TeeTimesBody({ eventId }: { eventId: string }) {
  const teeTimes = useLive(eventTeeTimes(eventId));
  const [editing, setEditing] = useState<TeeTime | null>(null);
  return (
    <Stack gap="5">
      <Text fontSize="sm" color="fg.muted">
        A tee time with players booked on it cannot be deleted: remove its registrations first (Registrations). Its places cannot be set
        below the number already booked.
      </Text>
      <ReadState live={teeTimes} loading="Loading tee times..." empty="No tee times yet." errorTitle="Failed to fetch tee times">
        {(rows) => (
          <Stack as="ul" gap="0" listStyleType="none">
            {rows.map((teeTime) => (
              <TeeTimeRow key={teeTime.id} eventId={eventId} teeTime={teeTime} onEdit={() => setEditing(teeTime)} />
            ))}
          </Stack>
        )}
      </ReadState>
      <TeeTimeForm key={editing?.id ?? 'new'} eventId={eventId} editing={editing} onDone={() => setEditing(null)} />
    </Stack>
  );
}
