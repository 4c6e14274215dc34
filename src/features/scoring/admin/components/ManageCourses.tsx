import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { EditableRow, RecordName, RecordPanel, type PanelWords, type RecordDialogs } from '@/components/kit';
import type { Row } from '@/lib/data/refs';
import { errorMessage } from '@/lib/errors';
import { courseProblems } from '@/lib/schemas/scoring';
import { parOf } from '@/lib/scoring';
import { CourseInUse, deleteCourse } from '../api/mutations';
import { allCourses } from '../api/queries';
import { CourseFormDialog } from './CourseFormDialog';

type Course = Row<'courses'>;

const WORDS: PanelWords = {
  title: 'Courses',
  newLabel: 'New Course',
  loading: 'Loading courses...',
  empty: 'No courses yet.',
  errorTitle: 'Failed to fetch courses',
};

/** "White 72.1 / 128" for each tee, or "Unrated". */
export function teesText(course: Pick<Course, 'tees'>): string {
  if (course.tees.length === 0) return 'Unrated (no tees)';
  return course.tees.map((t) => `${t.name} ${t.courseRating} / ${t.slopeRating}`).join(' · ');
}

function CourseRow({ course, dialogs }: { course: Course; dialogs: RecordDialogs<Course> }) {
  const problems = courseProblems(course.holes);
  return (
    <EditableRow record={course} name={course.name} dialogs={dialogs}>
      <Stack gap="1" minW="0">
        <RecordName>{course.name}</RecordName>
        <HStack gap="2" wrap="wrap">
          <Badge variant="outline">{course.holes.length} holes</Badge>
          {problems.length === 0 && <Badge variant="outline">Par {parOf(course.holes)}</Badge>}
          {problems.length > 0 && (
            <Badge colorPalette="red" variant="solid">
              Cannot be scored
            </Badge>
          )}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {teesText(course)}
        </Text>
        {problems.length > 0 && (
          <Text fontSize="sm" color="fg.error">
            {problems[0]}
            {problems.length > 1 ? ` (and ${problems.length - 1} more)` : ''}
          </Text>
        )}
      </Stack>
    </EditableRow>
  );
}

/** The admin panel's Courses tab: every course with its holes and tees; create, edit, delete. */
export function ManageCourses() {
  return (
    <RecordPanel
      query={allCourses()}
      words={WORDS}
      row={(course, dialogs) => <CourseRow course={course} dialogs={dialogs} />}
      form={(dialogs) => <CourseFormDialog {...dialogs.form} course={dialogs.editing} />}
      remove={{
        noun: 'course',
        name: (c) => c.name,
        remove: (c) => deleteCourse(c.id),
        failure: (error) => ({
          title: 'Failed to delete course',
          description: error instanceof CourseInUse ? error.message : errorMessage(error),
        }),
      }}
    />
  );
}
