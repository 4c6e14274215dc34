import { Box, Button, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { Controller, get, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { NumberField, RecordFormDialog, TextField, type DialogOpen } from '@/components/kit';
import type { Row } from '@/lib/data/refs';
import { HOLE_COUNTS, MAX_PAR, MAX_SLOPE, MIN_PAR, MIN_SLOPE } from '@/lib/schemas/scoring';
import { createCourse, updateCourse } from '../api/mutations';
import { blankHoles, courseForm, resizeHoles, type CourseFormInput } from '../schemas';

type Course = Row<'courses'>;

const EMPTY: CourseFormInput = { name: '', holes: blankHoles(18), tees: [] };

function formValues(course: Course): CourseFormInput {
  return {
    name: course.name,
    holes: course.holes.map((h) => ({ par: h.par, strokeIndex: h.strokeIndex })),
    tees: course.tees.map((t) => ({ name: t.name, courseRating: t.courseRating, slopeRating: t.slopeRating })),
  };
}

/** The message under an input, from the form's schema, at any depth ("holes.6.par"). */
function useError(name: string): string | undefined {
  const {
    formState: { errors },
  } = useFormContext();
  const error: unknown = get(errors, name);
  return error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' ? error.message : undefined;
}

/** One number cell of the hole grid: a large numeric input named "Hole 7 par". */
function HoleInput({ name, label, min, max }: { name: string; label: string; min: number; max: number }) {
  const error = useError(name);
  return (
    <Controller
      name={name}
      render={({ field }) => (
        <Input
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          value={typeof field.value === 'number' && Number.isFinite(field.value) ? field.value : ''}
          onChange={(event) => {
            const text = event.currentTarget.value.trim();
            field.onChange(text === '' ? null : Number(text));
          }}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          aria-label={label}
          aria-invalid={error ? true : undefined}
          size="lg"
          maxW="24"
          textAlign="center"
        />
      )}
    />
  );
}

/**
 * The holes: 9 or 18, then one row a hole with its par and stroke index (large
 * numeric inputs that fit a phone), the total par, and what is wrong, hole by
 * hole ("Hole 7: ...").
 */
function HoleGrid() {
  const { setValue, formState } = useFormContext<CourseFormInput>();
  const holes = useWatch<CourseFormInput, 'holes'>({ name: 'holes' });
  const par = holes.reduce((sum, h) => sum + (typeof h.par === 'number' ? h.par : 0), 0);
  const errors = formState.errors.holes;
  const messages = holes.flatMap((_, i) => [errors?.[i]?.par?.message, errors?.[i]?.strokeIndex?.message]).filter(Boolean);
  const overall = errors?.root?.message ?? errors?.message;
  return (
    <Stack gap="3">
      <Field.Root maxW="40">
        <Field.Label>Holes</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={String(holes.length)}
            onChange={(event) =>
              setValue('holes', resizeHoles(holes, Number(event.currentTarget.value)), { shouldValidate: formState.isSubmitted })
            }
          >
            {HOLE_COUNTS.map((n) => (
              <option key={n} value={n}>
                {n} holes
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Box borderWidth="1px" rounded="md" overflowX="auto">
        <Table.Root size="sm" aria-label="Holes: par and stroke index">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Hole</Table.ColumnHeader>
              <Table.ColumnHeader>
                Par <VisuallyHidden>({`${MIN_PAR} to ${MAX_PAR}`})</VisuallyHidden>
              </Table.ColumnHeader>
              <Table.ColumnHeader>Stroke index</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {holes.map((_, i) => (
              <Table.Row key={i}>
                <Table.Cell fontWeight="semibold">{i + 1}</Table.Cell>
                <Table.Cell>
                  <HoleInput name={`holes.${i}.par`} label={`Hole ${i + 1} par`} min={MIN_PAR} max={MAX_PAR} />
                </Table.Cell>
                <Table.Cell>
                  <HoleInput name={`holes.${i}.strokeIndex`} label={`Hole ${i + 1} stroke index`} min={1} max={holes.length} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Text fontSize="sm" color="fg.muted">
        Par {par}. Stroke indexes are 1 to {holes.length}, each used once (1 is the hardest hole).
      </Text>
      {(messages.length > 0 || overall) && (
        <Stack as="ul" gap="1" listStyleType="none" color="fg.error" fontSize="sm" aria-label="Problems with the holes">
          {overall && <li>{overall}</li>}
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The tees: any number, each with its course and slope ratings; none is an unrated course. */
function Tees() {
  const { control } = useFormContext<CourseFormInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'tees' });
  return (
    <Stack gap="3" as="fieldset">
      <Text as="legend" fontWeight="semibold">
        Tees
      </Text>
      {fields.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          No tees: an unrated course, as a Par 3 course often is. A player's course handicap on it is their index × holes / 18.
        </Text>
      )}
      {fields.map((field, i) => (
        <Stack key={field.id} gap="3" p="3" borderWidth="1px" rounded="md">
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
            <TextField name={`tees.${i}.name`} label={`Tee ${i + 1} name`} required />
            <NumberField name={`tees.${i}.courseRating`} label={`Tee ${i + 1} course rating`} step={0.1} min={20} max={90} required />
            <NumberField
              name={`tees.${i}.slopeRating`}
              label={`Tee ${i + 1} slope rating`}
              step={1}
              min={MIN_SLOPE}
              max={MAX_SLOPE}
              helper={`${MIN_SLOPE} to ${MAX_SLOPE}`}
              required
            />
          </SimpleGrid>
          <HStack justify="flex-end">
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => remove(i)}>
              <LuTrash2 aria-hidden /> Remove tee {i + 1}
            </Button>
          </HStack>
        </Stack>
      ))}
      <Button
        variant="outline"
        colorPalette="brand"
        alignSelf="flex-start"
        onClick={() => append({ name: '', courseRating: null, slopeRating: null } as unknown as CourseFormInput['tees'][number])}
      >
        <LuPlus aria-hidden /> Add tee
      </Button>
    </Stack>
  );
}

interface CourseFormDialogProps extends DialogOpen {
  /** The course to edit, or null for a new one. */
  course: Course | null;
}

/** Create / edit a course: its name, 9 or 18 holes with par and stroke index, and its tees (possibly none). */
export function CourseFormDialog({ course, ...dialog }: CourseFormDialogProps) {
  return (
    <RecordFormDialog
      {...dialog}
      noun="Course"
      record={course}
      schema={courseForm}
      toValues={formValues}
      empty={EMPTY}
      create={createCourse}
      update={updateCourse}
    >
      <Stack gap="6">
        <TextField name="name" label="Course name" required />
        <HoleGrid />
        <Tees />
      </Stack>
    </RecordFormDialog>
  );
}
