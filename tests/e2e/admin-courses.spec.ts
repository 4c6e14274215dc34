/**
 * Issue 28, the Courses tab: an admin creates a course. A stroke index used
 * twice is refused with the message naming the hole, and nothing is saved; a
 * valid 9-hole course with a tee saves and is listed; set on a tournament
 * (course, tee, handicap allowance), the tournament keeps it.
 */
import type { Locator, Page } from '@playwright/test';
import { emulatorDb, readAs } from './support/admin-sdk';
import { countOf } from './support/admin-panels';
import { expect, test } from './support/fixtures';
import { makeTournament } from './support/members';

test.describe.configure({ timeout: 120_000 });

/** Pars and stroke indexes of a 9-hole par 36 (indexes a permutation of 1-9). */
const PARS = [4, 5, 3, 4, 4, 3, 5, 4, 4];
const INDEXES = [3, 1, 9, 5, 7, 8, 2, 4, 6];
const TEE = { name: 'Blue', courseRating: 35.4, slopeRating: 125 };

const courses: string[] = [];
const tournaments: string[] = [];

test.afterAll(async () => {
  const db = emulatorDb();
  for (const id of tournaments.splice(0)) await db.recursiveDelete(db.doc(`tournaments/${id}`));
  for (const id of courses.splice(0)) await db.doc(`courses/${id}`).delete();
});

async function openCourses(page: Page): Promise<void> {
  await page.goto('/admin?tab=courses');
  await expect(page.getByRole('heading', { name: 'Courses' })).toBeVisible();
  await expect(page.getByText('Loading courses...')).toHaveCount(0);
}

async function fillHoles(dialog: Locator, pars: number[], indexes: number[]): Promise<void> {
  for (const [i, par] of pars.entries()) {
    await dialog.getByLabel(`Hole ${i + 1} par`, { exact: true }).fill(String(par));
    await dialog.getByLabel(`Hole ${i + 1} stroke index`, { exact: true }).fill(String(indexes[i]));
  }
}

test('a course with a stroke index used twice is refused naming the hole; a valid 9-hole course with a tee saves and is set on a tournament', async ({
  adminPage: page,
}) => {
  const name = `Desert Nine ${Date.now()}`;
  const before = await countOf('courses');
  await openCourses(page);
  await page.getByRole('button', { name: 'New Course' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Course' });
  await dialog.getByLabel(/^Course name/).fill(name);
  await dialog.getByLabel('Holes', { exact: true }).selectOption('9');
  await expect(dialog.getByLabel(/^Hole \d+ par$/)).toHaveCount(9);

  // Hole 5 repeats hole 1's stroke index 3 (and 7 is missing).
  const twice = [...INDEXES];
  twice[4] = 3;
  await fillHoles(dialog, PARS, twice);
  await dialog.getByRole('button', { name: 'Create Course' }).press('Enter');
  await expect(page.getByText('Validation failed')).toBeVisible();
  const problems = dialog.getByRole('list', { name: 'Problems with the holes' });
  await expect(problems).toContainText('Hole 5: stroke index 3 is already used on hole 1');
  await expect(dialog.getByLabel('Hole 5 stroke index', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toBeVisible();
  await expect.poll(() => countOf('courses')).toBe(before);

  // Fixed, with a rated tee: saved and listed.
  await dialog.getByLabel('Hole 5 stroke index', { exact: true }).fill('7');
  await expect(problems).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add tee' }).click();
  await dialog.getByLabel(/^Tee 1 name/).fill(TEE.name);
  await dialog.getByLabel(/^Tee 1 course rating/).fill(String(TEE.courseRating));
  await dialog.getByLabel(/^Tee 1 slope rating/).fill(String(TEE.slopeRating));
  await dialog.getByRole('button', { name: 'Create Course' }).press('Enter');
  await expect(page.getByText('Course created')).toBeVisible();
  await expect(dialog).toBeHidden();

  const stored = await emulatorDb().collection('courses').where('name', '==', name).get();
  expect(stored.size).toBe(1);
  const courseId = stored.docs[0]!.id;
  courses.push(courseId);
  expect(stored.docs[0]!.data()).toEqual({
    name,
    holes: PARS.map((par, i) => ({ par, strokeIndex: INDEXES[i] })),
    tees: [TEE],
  });
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('9 holes');
  await expect(row).toContainText('Par 36');
  await expect(row).toContainText(`${TEE.name} ${TEE.courseRating} / ${TEE.slopeRating}`);

  // Set on a tournament: course, tee and allowance are saved with it.
  const tournamentName = `Course Cup ${Date.now()}`;
  const tournamentId = await makeTournament(tournamentName);
  tournaments.push(tournamentId);
  await page.goto('/admin?tab=tournaments');
  await expect(page.getByRole('heading', { name: 'Manage Tournaments' })).toBeVisible();
  await page.getByRole('button', { name: `Edit ${tournamentName}` }).click();
  const form = page.getByRole('dialog', { name: 'Edit Tournament' });
  await form.getByLabel('Course', { exact: true }).selectOption({ label: `${name} (9 holes)` });
  await expect(form.getByLabel('Tee', { exact: true })).toHaveValue(TEE.name);
  await form.getByLabel('Handicap allowance (%)').fill('90');
  await form.getByRole('button', { name: 'Save Tournament' }).click();
  await expect(page.getByText('Tournament updated')).toBeVisible();
  await expect
    .poll(async () => {
      const t = await readAs('tournaments', `tournaments/${tournamentId}`);
      return { courseId: t?.courseId, teeName: t?.teeName, handicapAllowance: t?.handicapAllowance };
    })
    .toEqual({ courseId, teeName: TEE.name, handicapAllowance: 90 });
  // The row now offers the tournament's cards.
  await expect(page.getByRole('button', { name: `Cards of ${tournamentName}` })).toBeVisible();
});
