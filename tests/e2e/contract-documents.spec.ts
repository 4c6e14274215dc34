import type { Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { emulatorDb } from './support/admin-sdk';
import { expect, signIn, test } from './support/fixtures';
import { makeActiveMember } from './support/members';

/**
 * Every document the data contract allows works (docs/decisions/0009): documents
 * written with the Admin SDK as the console, an import or an older or newer
 * version would (only the required fields, null for optional ones, no counters,
 * a field this version does not know) are shown, registered for and edited.
 * Each test removes what it added: the other specs read the seeded season.
 */

const uniqueId = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const daysAhead = (days: number) => Timestamp.fromMillis(Date.now() + days * 86_400_000);
const db = () => emulatorDb();

/** The callables' worker may first have to start on a loaded machine. */
const CALLABLE = { timeout: 30_000 };

async function removeWithRegistrations(path: string, children: string[] = ['registrations']) {
  for (const child of children) {
    const snap = await db().collection(`${path}/${child}`).get();
    await Promise.all(snap.docs.map((d) => d.ref.delete()));
  }
  await db().doc(path).delete();
}

test.describe('documents as the data contract allows them', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a Par 3 night and a tee time written without counters: listed, and a member books a place', async ({ page }) => {
    const id = uniqueId('bare-night');
    const name = `Bare Night ${id.slice(-6)}`;
    await db()
      .doc(`par3Events/${id}`)
      .set({ name, date: daysAhead(5), location: 'Els Club Par 3 Course', maxParticipants: 40, status: 'upcoming', description: null });
    await db().doc(`par3Events/${id}/teeTimes/t1`).set({ teeTime: '18:30' });
    try {
      await page.goto('/par3-league');
      await expect(page.getByText(name)).toBeVisible();

      const member = await makeActiveMember('Bea Bare');
      await signIn(page, member);
      await page.goto(`/par3-event/${id}/register`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      // No maxParticipants stored: the contract's default of 4 places, none taken.
      const select = page.getByRole('combobox', { name: 'Tee Time' });
      await expect(select.locator('option', { hasText: /^18:30 \(4 places left\)$/ })).toHaveCount(1);
      await select.selectOption('t1');
      await page.getByRole('button', { name: 'Confirm Registration' }).click();
      await expect(page.getByText('Registration confirmed! See you at the event.')).toBeVisible(CALLABLE);
      await expect
        .poll(async () => (await db().doc(`par3Events/${id}/teeTimes/t1`).get()).data())
        .toEqual({ teeTime: '18:30', currentParticipants: 1 });
      await expect.poll(async () => (await db().doc(`par3Events/${id}`).get()).get('registeredCount')).toBe(1);
      await expect(page.getByRole('region', { name: 'My Registered Par 3 Events' }).getByText(name)).toBeVisible();
    } finally {
      await removeWithRegistrations(`par3Events/${id}`, ['registrations', 'teeTimes']);
    }
  });

  test('a tournament with only required fields and a field of a newer version: shown, registered for, edited, and the field kept', async ({
    page,
    adminPage,
  }) => {
    const id = uniqueId('bare-cup');
    const name = `Bare Cup ${id.slice(-6)}`;
    await db()
      .doc(`tournaments/${id}`)
      .set({
        name,
        date: daysAhead(9),
        location: 'Dubai Creek',
        format: 'stroke_play',
        maxParticipants: 12,
        status: 'upcoming',
        imageUrl: null,
        sponsorId: null,
        liveScoring: { hole: 3 },
      });
    try {
      await page.goto(`/tournament/${id}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByText('Dubai Creek').first()).toBeVisible();

      const member = await makeActiveMember('Carl Contract');
      await signIn(page, member);
      await page.goto(`/tournament/${id}/register`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await page.getByRole('spinbutton', { name: 'Your Handicap', exact: true }).fill('14.2');
      await page.getByRole('button', { name: 'Confirm Registration' }).click();
      await expect(page.getByText('Registration confirmed! See you at the tournament.')).toBeVisible(CALLABLE);
      await expect.poll(async () => (await db().doc(`tournaments/${id}`).get()).get('registeredCount')).toBe(1);

      await editLocation(adminPage, name, 'Dubai Creek, Championship Course');
      await expect
        .poll(async () => (await db().doc(`tournaments/${id}`).get()).data())
        .toMatchObject({ location: 'Dubai Creek, Championship Course', registeredCount: 1, liveScoring: { hole: 3 } });
    } finally {
      await removeWithRegistrations(`tournaments/${id}`);
    }
  });

  test('a team without a logo, and a sponsor and an article with null optional fields, are shown', async ({ page }) => {
    const team = uniqueId('bare-team');
    const sponsor = uniqueId('bare-sponsor');
    const article = uniqueId('bare-article');
    const now = Timestamp.now();
    await db().doc(`teams/${team}`).set({ name: 'Plain Pars', color: '#225533', logoUrl: null, description: null, captainId: null });
    await db()
      .doc(`sponsors/${sponsor}`)
      .set({ name: 'Bare Bunkers LLC', tier: 'silver', active: true, logoUrl: null, websiteUrl: null, description: null });
    await db().doc(`news/${article}`).set({
      title: 'A bare article',
      category: 'Club',
      excerpt: 'Written with the contract fields only.',
      content: 'Nothing but the fields the contract requires.',
      published: true,
      heroImageUrl: null,
      authorId: 'console',
      createdAt: now,
      updatedAt: now,
    });
    try {
      await page.goto('/teams');
      await expect(page.getByText('Plain Pars')).toBeVisible();
      await page.goto('/sponsors');
      await expect(page.getByText('Bare Bunkers LLC')).toBeVisible();
      await page.goto(`/news/${article}`);
      await expect(page.getByRole('heading', { level: 1, name: 'A bare article' })).toBeVisible();
      await expect(page.getByText('Nothing but the fields the contract requires.')).toBeVisible();
    } finally {
      await Promise.all([
        db().doc(`teams/${team}`).delete(),
        db().doc(`sponsors/${sponsor}`).delete(),
        db().doc(`news/${article}`).delete(),
      ]);
    }
  });
});

/** Edits a tournament's location in the admin panel. */
async function editLocation(page: Page, name: string, location: string) {
  await page.goto('/admin?tab=tournaments');
  await expect(page.getByRole('heading', { name: 'Manage Tournaments' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: name })).toContainText('1 / 12 registered');
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Tournament' });
  await expect(dialog.getByLabel(/^Name/)).toHaveValue(name);
  await dialog.getByLabel('Location').fill(location);
  await dialog.getByRole('button', { name: 'Save Tournament' }).click();
  await expect(page.getByText('Tournament updated')).toBeVisible();
}
