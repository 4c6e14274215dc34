import { SimpleGrid, Stack } from '@chakra-ui/react';
import { CourseField, DateField, NumberField, RecordFormDialog, TextareaField, TextField } from '@/components/kit';
import type { CourseChoice, DialogOpen } from '@/components/kit';
import type { Row } from '@/lib/data/refs';
import type { Par3EventFormInput } from '@/lib/schemas/par3';
import { createEvent, updateEvent } from '../api/mutations';
import { editEventSchema, newEventSchema } from '../schemas';

/** Par 3 nights start at 18:00 (spec: Wednesday 6:00 PM); the date field sets that time. */
const START = '18:00';

/** The form's values: the course select's '' is "no course". */
type FormValues = Omit<Par3EventFormInput, 'courseId'> & { courseId: string };

/** A new event: no date yet, 40 places (admin spec section 9), no course. */
const EMPTY: Partial<FormValues> = { name: '', description: '', location: '', maxParticipants: 40, status: 'upcoming', courseId: '' };

function formValues({ name, description, date, location, maxParticipants, courseId }: Row<'par3Events'>): FormValues {
  return { name, description, date, location, maxParticipants, status: 'upcoming', courseId: courseId ?? '' };
}

interface EventFormDialogProps extends DialogOpen {
  event: Row<'par3Events'> | null;
  /** Every course (read by the tab). */
  courses?: readonly CourseChoice[];
}

/** The Par 3 event create / edit dialog: a new event must be in the future; status becomes upcoming. */
export function EventFormDialog({ event, courses = [], ...dialog }: EventFormDialogProps) {
  return (
    <RecordFormDialog
      {...dialog}
      noun="Event"
      record={event}
      schema={event ? editEventSchema : newEventSchema}
      toValues={formValues}
      empty={EMPTY}
      create={createEvent}
      update={updateEvent}
    >
      <Stack gap="4">
        <TextField name="name" label="Event name" required />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <DateField name="date" label="Date" required time={START} helper="Play starts at 18:00." />
          <NumberField name="maxParticipants" label="Registration limit" min={1} max={100} step={1} />
        </SimpleGrid>
        <TextField name="location" label="Location" required />
        <CourseField courses={courses} />
        <TextareaField name="description" label="Description" rows={3} />
      </Stack>
    </RecordFormDialog>
  );
}
