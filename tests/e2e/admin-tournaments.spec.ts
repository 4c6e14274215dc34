import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { emulatorDb } from './support/admin-sdk';
import { countOf, expectRefused } from './support/admin-panels';
import { expect, test } from './support/fixtures';
import { escapeRegExp, makeMember, makeTournament as makeSeasonTournament, register, searchable } from './support/members';

async function openTab(page: Page) {
  await page.goto('/admin?tab=tournaments');
  await expect(page.getByRole('heading', { name: 'Manage Tournaments' })).toBeVisible();
  await expect(page.getByText('Loading tournaments...')).toHaveCount(0);
}

/**
 * A callable's answer (registrations go through them, and so does deleting a
 * tournament's registrations): the functions emulator may first start a worker,
 * which takes many seconds on a loaded two-core machine.
 */
const CALLABLE = { timeout: 30_000 };

/** A 1x1 PNG, uploaded as a tournament image. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Tournaments this spec adds: removed again (with their registrations) after it, so later specs see the seeded season. */
const added: string[] = [];
async function makeTournament(name: string, overrides: Parameters<typeof makeSeasonTournament>[1] = {}): Promise<string> {
  const id = await makeSeasonTournament(name, overrides);
  added.push(id);
  return id;
}

const row = (page: Page, name: string) => page.getByRole('listitem').filter({ hasText: name });

test.describe('admin: manage tournaments', () => {
  // Page loads take seconds on a shared two-core machine; the flows themselves assert what matters.
  test.describe.configure({ timeout: 90_000 });

  test.afterAll(async () => {
    const db = emulatorDb();
    for (const id of added.splice(0)) {
      await db.recursiveDelete(db.doc(`tournaments/${id}`));
      const scores = await db.collection('scores').where('tournamentId', '==', id).get();
      await Promise.all(scores.docs.map((d) => d.ref.delete()));
    }
  });

  test('tournaments is the default tab and lists the season', async ({ adminPage: page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Manage Tournaments' })).toBeVisible();
    const count = await countOf('tournaments');
    await expect(page.getByRole('button', { name: /^Registrations of / })).toHaveCount(count);
  });

  test('a tournament created appears on /tournaments', async ({ adminPage: page, browser }) => {
    const name = `Autumn Foursomes ${Date.now()}`;
    const db = emulatorDb();
    const sponsor = (await db.collection('sponsors').where('active', '==', true).limit(1).get()).docs[0];
    expect(sponsor).toBeDefined();
    // Today in the society's calendar (Asia/Dubai, UTC+4 all year): the nearest date a new tournament can have,
    // so it becomes the next upcoming one (the featured hero) and enters the schedule of the first 12 by date;
    // it tees off at 06:15, before the seeded tournament today (07:00, decision 0023).
    const today = new Date(Date.now() + 4 * 3600 * 1000).toISOString().slice(0, 10);
    await openTab(page);
    await page.getByRole('button', { name: 'New Tournament' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Tournament' });
    await expect(dialog.getByLabel('Max participants')).toHaveValue('40');
    await expect(dialog.getByLabel('Registration fee (AED)')).toHaveValue('0');
    await dialog.getByLabel(/^Name/).fill(name);
    await dialog.getByLabel(/^Date/).fill(today);
    await dialog.getByLabel('Tee-off time').fill('06:15');
    await dialog.getByLabel('Location').fill('Jumeirah Golf Estates');
    await dialog.getByLabel('Format').selectOption('team_event');
    await dialog.getByLabel('Max participants').fill('24');
    await dialog.getByLabel('Registration fee (AED)').fill('375.5');
    await dialog.getByLabel('Sponsor').selectOption(sponsor?.id ?? '');
    await dialog.getByLabel('Tournament image', { exact: true }).setInputFiles({ name: 'course.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('img', { name: 'Tournament image preview' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Create Tournament' }).click();
    await expect(page.getByText('Tournament created')).toBeVisible();
    await expect(row(page, name)).toContainText('0 / 24 registered');

    const stored = await db.collection('tournaments').where('name', '==', name).get();
    expect(stored.size).toBe(1);
    const t = stored.docs[0];
    const id = t?.id ?? '';
    try {
      expect(t?.get('format')).toBe('team_event');
      expect(t?.get('maxParticipants')).toBe(24);
      expect(t?.get('registrationFee')).toBe(375.5);
      expect(t?.get('registeredCount')).toBe(0);
      expect(t?.get('status')).toBe('upcoming');
      expect(t?.get('teeOffTime')).toBe('06:15');
      expect(t?.get('sponsorId')).toBe(sponsor?.id);
      expect(t?.get('sponsorName')).toBe(sponsor?.get('name'));
      expect(String(t?.get('imageUrl'))).toMatch(/^https?:\/\/.+hero-images/);

      // What /tournaments must show, derived from Firestore: the next upcoming tournament (from the start of
      // today) is the featured one, and the schedule lists the first 12 by date.
      const all = (await db.collection('tournaments').orderBy('date', 'asc').get()).docs;
      const startOfToday = new Date(`${today}T00:00:00+04:00`).getTime();
      const next = all.find((d) => d.get('status') === 'upcoming' && d.get('date').toMillis() >= startOfToday);
      expect(next?.id).toBe(id);
      expect(all.slice(0, 12).map((d) => d.id)).toContain(id);

      const visitor = await (await browser.newContext()).newPage();
      await visitor.goto('/tournaments');
      const featured = visitor.locator('section[aria-labelledby="featured-tournament"]');
      await expect(featured.getByRole('heading', { level: 3, name })).toBeVisible();
      await expect(featured.getByText('Jumeirah Golf Estates')).toBeVisible();
      await expect(featured.getByText('Tee-off 06:15')).toBeVisible();
      await expect(featured.getByText('Entry: 375.50 AED')).toBeVisible();
      await expect(featured.getByText('24 of 24 places left')).toBeVisible();
      await expect(featured.locator(`img[src="${String(t?.get('imageUrl'))}"]`)).toBeAttached();
      const schedule = visitor.getByRole('list', { name: 'Tournament schedule' });
      await expect(schedule.getByRole('listitem').filter({ hasText: name })).toHaveCount(1);

      await featured.getByRole('link', { name: 'View details' }).click();
      await expect(visitor).toHaveURL(new RegExp(`/tournament/${escapeRegExp(id)}$`));
      await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
      await visitor.context().close();
    } finally {
      // Other specs (public-site) expect the seeded season: the tournament goes again.
      if (id) await db.doc(`tournaments/${id}`).delete();
    }
  });

  test('an admin edits a tournament; its maximum cannot drop below those registered', async ({ adminPage: page }) => {
    const name = `Edit Cup ${Date.now()}`;
    const id = await makeTournament(name, { maxParticipants: 10 });
    await register(id, { uid: `edit-a-${Date.now()}`, fullName: 'Edit Entrant A' });
    await register(id, { uid: `edit-b-${Date.now()}`, fullName: 'Edit Entrant B' });
    await openTab(page);
    // The dialog's limit comes from the listed tournament: wait until the list has both registrations.
    await expect(row(page, name)).toContainText('2 / 10 registered');
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Tournament' });
    await expect(dialog.getByLabel(/^Name/)).toHaveValue(name);
    await dialog.getByLabel('Max participants').fill('1');
    await dialog.getByRole('button', { name: 'Save Tournament' }).click();
    await expect(page.getByText('maxParticipants: Max participants cannot be below the 2 members already registered')).toBeVisible();
    await expect.poll(async () => (await emulatorDb().doc(`tournaments/${id}`).get()).get('maxParticipants')).toBe(10);

    await dialog.getByLabel('Max participants').fill('2');
    await dialog.getByLabel('Location').fill('Emirates Golf Club, Majlis');
    await dialog.getByLabel('Status').selectOption('completed');
    await dialog.getByRole('button', { name: 'Save Tournament' }).click();
    await expect(page.getByText('Tournament updated')).toBeVisible();
    await expect(row(page, name)).toContainText('2 / 2 registered');
    await expect
      .poll(async () => (await emulatorDb().doc(`tournaments/${id}`).get()).data())
      .toMatchObject({ maxParticipants: 2, location: 'Emirates Golf Club, Majlis', status: 'completed', registeredCount: 2 });
  });

  test('an invalid tournament is refused with path: message and nothing is saved', async ({ adminPage: page }) => {
    const before = await countOf('tournaments');
    await openTab(page);
    await page.getByRole('button', { name: 'New Tournament' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Tournament' });
    await dialog.getByLabel('Registration fee (AED)').fill('-1');
    await dialog.getByLabel('Max participants').fill('201');
    await dialog.getByRole('button', { name: 'Create Tournament' }).click();
    await expectRefused(
      page,
      dialog,
      [
        'registrationFee: Registration fee cannot be negative',
        'maxParticipants: Max participants must be at most 200',
        'name: Name is required',
      ],
      'tournaments',
      before,
    );
  });

  test('the registrations manager adds a member, refuses a full event and removes the member', async ({ adminPage: page }) => {
    const name = `Two Ball ${Date.now()}`;
    const id = await makeTournament(name, { maxParticipants: 1 });
    const member = await makeMember(`Zed Tester ${Date.now()}`);
    await openTab(page);
    await page.getByRole('button', { name: `Registrations of ${name}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`Registrations: ${escapeRegExp(name)}`) });
    await expect(dialog.getByText('0 / 1 registered')).toBeVisible();
    await searchable(member.uid);
    await dialog.getByLabel('Find a member').fill(member.fullName);
    await expect(dialog.getByLabel('Member to add').locator('option', { hasText: member.fullName })).toHaveCount(1);
    await dialog.getByLabel('Member to add').selectOption({ label: member.fullName });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Member registered')).toBeVisible(CALLABLE);
    await expect(dialog.getByText('1 / 1 registered')).toBeVisible();
    await expect(dialog.getByText('Full', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
    const stored = await emulatorDb().doc(`tournaments/${id}`).get();
    expect(stored.get('registeredCount')).toBe(1);
    await expect.poll(async () => (await emulatorDb().doc(`tournaments/${id}/registrations/${member.uid}`).get()).exists).toBe(true);

    await dialog.getByRole('button', { name: `Remove ${member.fullName}` }).click();
    await expect(page.getByText('Member unregistered')).toBeVisible(CALLABLE);
    await expect(dialog.getByText('0 / 1 registered')).toBeVisible();
    await expect.poll(async () => (await emulatorDb().doc(`tournaments/${id}`).get()).get('registeredCount')).toBe(0);
  });

  test('the registrations CSV has its header, N/A for a missing handicap and a neutralised formula', async ({ adminPage: page }) => {
    const name = `Export Cup ${Date.now()}`;
    const id = await makeTournament(name);
    await register(id, { uid: `csv-a-${Date.now()}`, fullName: '=HYPERLINK("http://evil.example","x")' }, null);
    await register(id, { uid: `csv-b-${Date.now()}`, fullName: 'Zoë Ångström' }, 8.2);
    await openTab(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Export registrations of ${name}` }).click();
    const file = await (await download).path();
    const text = await readFile(file, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('Member Name,Team,Handicap');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")",,N/A`);
    expect(text).toContain('Zoë Ångström,,8.2');
  });

  test('exporting a tournament without registrations says so', async ({ adminPage: page }) => {
    const name = `Empty Cup ${Date.now()}`;
    const id = await makeTournament(name);
    expect(await countOf(`tournaments/${id}/registrations`)).toBe(0);
    await openTab(page);
    let downloaded = false;
    page.on('download', () => (downloaded = true));
    await page.getByRole('button', { name: `Export registrations of ${name}` }).click();
    await expect(page.getByText('No registrations found for this tournament')).toBeVisible();
    expect(downloaded).toBe(false);
  });

  test('deleting a tournament removes its registrations and scores: no orphans', async ({ adminPage: page }) => {
    const name = `Doomed Open ${Date.now()}`;
    const id = await makeTournament(name, { status: 'completed' });
    const member = await makeMember(`Orphan Check ${Date.now()}`);
    await register(id, member, 11);
    const db = emulatorDb();
    await db
      .collection('scores')
      .add({ tournamentId: id, memberId: member.uid, teamId: null, grossScore: 80, netScore: 70, points: 30, birdies: 1 });

    await openTab(page);
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByText('This cannot be undone.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Tournament deleted')).toBeVisible(CALLABLE);
    await expect(row(page, name)).toHaveCount(0);

    await expect.poll(async () => (await db.doc(`tournaments/${id}`).get()).exists).toBe(false);
    await expect.poll(async () => (await db.collection(`tournaments/${id}/registrations`).get()).size).toBe(0);
    await expect.poll(async () => (await db.collection('scores').where('tournamentId', '==', id).get()).size).toBe(0);
  });
});
