/**
 * The course an event is played on (issue 28), for the tournament and Par 3
 * forms: a course select ('' = no course: the totals-only Scores tab), and for
 * a tournament the tee, chosen from that course's tees (none on an unrated
 * course). A course that fails courseProblems is named as one that cannot be
 * scored. The courses are read by the form's feature and handed in.
 */
import { Field, NativeSelect } from '@chakra-ui/react';
import { get, useFormContext, useWatch } from 'react-hook-form';
import { courseProblems, type HoleDoc, type TeeDoc } from '@/lib/schemas/scoring';

export interface CourseChoice {
  id: string;
  name: string;
  holes: readonly Pick<HoleDoc, 'par' | 'strokeIndex'>[];
  tees: readonly Pick<TeeDoc, 'name'>[];
}

/** The course of `courseId` among `courses`. */
export const courseOf = (courses: readonly CourseChoice[], courseId: unknown) =>
  typeof courseId === 'string' && courseId !== '' ? courses.find((c) => c.id === courseId) : undefined;

function useMessage(name: string): string | undefined {
  const {
    formState: { errors },
  } = useFormContext();
  const error: unknown = get(errors, name);
  return error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' ? error.message : undefined;
}

interface CourseFieldProps {
  courses: readonly CourseChoice[];
  /** The course's form field (default courseId). */
  name?: string;
  /** The tee's form field (a tournament's teeName); no tee select without it. */
  teeField?: string;
}

export function CourseField({ courses, name = 'courseId', teeField }: CourseFieldProps) {
  const { register, setValue, getValues } = useFormContext();
  const courseId: unknown = useWatch({ name });
  const course = courseOf(courses, courseId);
  const problems = course ? courseProblems(course.holes) : [];
  const courseError = useMessage(name);
  const teeError = useMessage(teeField ?? '');
  const known = typeof courseId !== 'string' || courseId === '' || course !== undefined;
  return (
    <>
      <Field.Root invalid={!!courseError || problems.length > 0}>
        <Field.Label>Course</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            {...register(name, {
              // A new course: its first tee (an unrated course has none).
              onChange: (event: { target: { value: string } }) => {
                if (!teeField) return;
                const next = courseOf(courses, event.target.value);
                const tee = getValues(teeField) as unknown;
                if (!next?.tees.some((t) => t.name === tee)) setValue(teeField, next?.tees[0]?.name ?? '');
              },
            })}
          >
            <option value="">No course (scores typed in the Scores tab)</option>
            {!known && <option value={String(courseId)}>A deleted course</option>}
            {courses.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} ({c.holes.length} holes)
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {problems.length === 0 && (
          <Field.HelperText>With a course, players' cards are entered on their phones and the points are worked out.</Field.HelperText>
        )}
        <Field.ErrorText>
          {courseError ??
            (problems.length > 0
              ? `This event cannot be scored on ${course?.name} until it is fixed in Courses: ${problems.join(' ')}`
              : undefined)}
        </Field.ErrorText>
      </Field.Root>
      {teeField && (
        <Field.Root invalid={!!teeError} disabled={!course || course.tees.length === 0}>
          <Field.Label>Tee</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register(teeField)}>
              {(!course || course.tees.length === 0) && (
                <option value="">{course ? 'Unrated course: no tee' : 'Choose a course first'}</option>
              )}
              {course?.tees.map((t) => (
                <option key={t.name} value={t.name}>
                  {t.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {course && course.tees.length === 0 && (
            <Field.HelperText>Handicaps on an unrated course are the index × holes / 18.</Field.HelperText>
          )}
          <Field.ErrorText>{teeError}</Field.ErrorText>
        </Field.Root>
      )}
    </>
  );
}
