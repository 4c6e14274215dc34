/**
 * The course dialog (issue 28): what is wrong with the holes is said hole by
 * hole, in courseProblems' words, inline and as "path: message"; nothing is
 * written while it fails. The tournament form names a course that cannot be scored.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CourseFormDialog } from '@/features/scoring/admin/components/CourseFormDialog';
import { TournamentFormDialog } from '@/features/tournaments/admin/components/TournamentFormDialog';
import { renderWithApp } from './render';

/** A 9-hole course whose holes 1-9 have stroke indexes 1-9 except hole 7, which repeats hole 2's. */
const holes = [1, 2, 3, 4, 5, 6, 2, 8, 9].map((strokeIndex) => ({ par: 3, strokeIndex }));

describe('course form dialog', () => {
  it('starts with 18 holes at par 4 and no tees; switching to 9 keeps 9 rows', async () => {
    const user = userEvent.setup();
    renderWithApp(<CourseFormDialog open onOpenChange={() => undefined} course={null} />);
    const dialog = await screen.findByRole('dialog', { name: 'New Course' });
    expect(within(dialog).getAllByLabelText(/^Hole \d+ par$/)).toHaveLength(18);
    expect((within(dialog).getByLabelText('Hole 18 par') as HTMLInputElement).value).toBe('4');
    expect(within(dialog).getByText(/No tees: an unrated course/)).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Holes'), '9');
    expect(within(dialog).getAllByLabelText(/^Hole \d+ stroke index$/)).toHaveLength(9);
    expect(within(dialog).getByText(/Par 36\./)).toBeTruthy();
  });

  it('refuses a repeated stroke index and a par out of range, naming the hole', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const course = { id: 'c1', name: 'Academy Nine', holes, tees: [] };
    renderWithApp(<CourseFormDialog open onOpenChange={onOpenChange} course={course} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Course' });
    const par = within(dialog).getByLabelText('Hole 4 par');
    await user.clear(par);
    await user.type(par, '7');
    await user.click(within(dialog).getByRole('button', { name: 'Save Course' }));

    expect(await screen.findByText('Validation failed')).toBeTruthy();
    expect(screen.getByText('holes.6.strokeIndex: Hole 7: stroke index 2 is already used on hole 2')).toBeTruthy();
    expect(screen.getByText('holes.3.par: Hole 4: par must be between 3 and 6')).toBeTruthy();
    const problems = within(dialog).getByRole('list', { name: 'Problems with the holes' });
    expect(within(problems).getByText('Hole 7: stroke index 2 is already used on hole 2')).toBeTruthy();
    expect(within(dialog).getByLabelText('Hole 7 stroke index').getAttribute('aria-invalid')).toBe('true');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('refuses a tee with a slope out of 55-155', async () => {
    const user = userEvent.setup();
    renderWithApp(<CourseFormDialog open onOpenChange={() => undefined} course={null} />);
    const dialog = await screen.findByRole('dialog', { name: 'New Course' });
    await user.click(within(dialog).getByRole('button', { name: 'Add tee' }));
    await user.type(within(dialog).getByLabelText(/Tee 1 name/), 'White');
    await user.type(within(dialog).getByLabelText(/Tee 1 course rating/), '71.2');
    await user.type(within(dialog).getByLabelText(/Tee 1 slope rating/), '160');
    await user.click(within(dialog).getByRole('button', { name: 'Create Course' }));
    expect(await screen.findByText('tees.0.slopeRating: Slope rating must be at most 155')).toBeTruthy();
  });
});

describe('tournament form: course', () => {
  it('offers the chosen course tees and says when the course cannot be scored', async () => {
    const user = userEvent.setup();
    const courses = [
      {
        id: 'good',
        name: 'Creek Course',
        holes: Array.from({ length: 18 }, (_, i) => ({ par: 4, strokeIndex: i + 1 })),
        tees: [
          { name: 'White', courseRating: 72.1, slopeRating: 128 },
          { name: 'Yellow', courseRating: 70.4, slopeRating: 122 },
        ],
      },
      { id: 'bad', name: 'Academy Nine', holes, tees: [] },
    ];
    renderWithApp(<TournamentFormDialog open onOpenChange={() => undefined} tournament={null} sponsors={[]} courses={courses} />);
    const dialog = await screen.findByRole('dialog', { name: 'New Tournament' });
    expect((within(dialog).getByLabelText(/Handicap allowance/) as HTMLInputElement).value).toBe('95');
    await user.selectOptions(within(dialog).getByLabelText('Course'), 'good');
    const tee = within(dialog).getByLabelText('Tee') as HTMLSelectElement;
    expect([...tee.options].map((o) => o.value)).toEqual(['White', 'Yellow']);
    expect(tee.value).toBe('White');
    await user.selectOptions(within(dialog).getByLabelText('Course'), 'bad');
    expect(within(dialog).getByText(/This event cannot be scored on Academy Nine until it is fixed in Courses: Hole 7/)).toBeTruthy();
    expect((within(dialog).getByLabelText('Tee') as HTMLSelectElement).value).toBe('');
  });
});
