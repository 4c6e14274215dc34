import type { Page } from '@playwright/test';
import { daysFromNow, par3EventFor } from '../support/builders';
import { emulatorDb } from './support/admin-sdk';
import { countOf, expectNothingSaved, openAdminList, openCreateDialog, pressButton } from './support/admin-panels';
import { expect, test } from './support/fixtures';
import { fillIn } from './support/forms';

/**
 * A callable's answer: the functions emulator may first start a worker for it,
 * which takes many seconds on a loaded two-core machine (the action is still busy meanwhile).
 */
const CALLABLE = { timeout: 30_000 };

// Buttons are pressed with the keyboard: a toast of the previous step may lie over them (bottom-end).

/** YYYY-MM-DD in Dubai, `days` from today. */
function dubaiDay(days: number): string {
  const moment = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(moment);
}

const openPar3 = (page: Page) => openAdminList(page, 'par3-events', { name: 'Par 3 League Events' });

async function eventNamed(name: string) {
  return (await emulatorDb().collection('par3Events').where('name', '==', name).get()).docs[0];
}

test.describe('par 3 league events', () => {
  // Page loads take seconds on a shared two-core machine; the flows themselves assert what matters.
  test.describe.configure({ timeout: 90_000 });

  test('an event in the past is refused', async ({ adminPage: page }) => {
    const before = await countOf('par3Events');
    await openPar3(page);
    const dialog = await openCreateDialog(page, 'New Event');
    await expect(dialog.getByLabel('Registration limit')).toHaveValue('40');
    await fillIn(dialog, { 'Event name': 'Yesterday night', Date: dubaiDay(-1), Location: 'The Track, Meydan Golf' });
    await pressButton(dialog, 'Create Event');
    await expect(dialog.getByText('Event date must be in the future')).toBeVisible();
    await expectNothingSaved(dialog, 'par3Events', before);
  });

  test('an admin creates an event, adds tee times, fills one, exports the CSV and deletes it all', async ({ adminPage: page }) => {
    test.setTimeout(180_000);
    const name = `Floodlit Par 3 ${Date.now()}`;
    await openPar3(page);
    const form = await openCreateDialog(page, 'New Event');
    await fillIn(form, { 'Event name': name, Date: dubaiDay(9), Location: 'The Track, Meydan Golf' });
    await pressButton(form, 'Create Event');
    await expect(page.getByText('Event created')).toBeVisible();
    const event = await eventNamed(name);
    expect(event?.data()).toMatchObject({ status: 'upcoming', maxParticipants: 40, registeredCount: 0 });
    const eventId = event?.id ?? '';

    // Tee times: one with a single place, one with the default four.
    await pressButton(page, `Tee Times for ${name}`);
    const times = page.getByRole('dialog', { name: `Tee Times: ${name}` });
    await expect(times.getByText('No tee times yet.')).toBeVisible();
    await expect(times.getByLabel('Max participants')).toHaveValue('4');
    await fillIn(times, { 'Tee time': '18:00', 'Max participants': '1' });
    await pressButton(times, 'Add Tee Time');
    await expect(times.getByText('0 / 1 booked')).toBeVisible();
    await times.getByLabel('Tee time').fill('18:10');
    await pressButton(times, 'Add Tee Time');
    await expect(times.getByText('0 / 4 booked')).toBeVisible();
    await times.getByLabel('Max participants').fill('9');
    await pressButton(times, 'Add Tee Time');
    await expect(times.getByText('Max participants must be at most 8')).toBeVisible();
    await times.getByRole('button', { name: 'Close' }).first().press('Enter');
    const teeTimes = await emulatorDb().collection(`par3Events/${eventId}/teeTimes`).get();
    expect(teeTimes.docs.map((d) => [d.get('teeTime'), d.get('maxParticipants')]).sort()).toEqual([
      ['18:00', 1],
      ['18:10', 4],
    ]);
    const early = teeTimes.docs.find((d) => d.get('teeTime') === '18:00');
    const late = teeTimes.docs.find((d) => d.get('teeTime') === '18:10');

    // Registrations: a member is required; then the 18:00 tee time is filled.
    // The first two members by name: the picker's first page holds them without a search.
    const members = await emulatorDb().collection('profiles').orderBy('fullName').limit(2).get();
    const [first, second] = members.docs;
    await pressButton(page, `Registrations for ${name}`);
    const regs = page.getByRole('dialog', { name: `Registrations: ${name}` });
    await expect(regs.getByText('No registrations yet.')).toBeVisible();
    await pressButton(regs, 'Add Member');
    await expect(page.getByText('Please select a member')).toBeVisible();
    await regs.getByLabel('Member', { exact: true }).selectOption(first?.id ?? '');
    await regs.getByLabel('Tee time').selectOption(early?.id ?? '');
    await pressButton(regs, 'Add Member');
    await expect(page.getByText('Member registered')).toBeVisible(CALLABLE);
    await expect(regs.getByRole('listitem').filter({ hasText: String(first?.get('fullName')) })).toContainText('Tee time 18:00');
    await expect.poll(async () => (await early?.ref.get())?.get('currentParticipants')).toBe(1);
    await expect
      .poll(async () => (await emulatorDb().doc(`par3Events/${eventId}/registrations/${first?.id}`).get()).get('teeTimeId'))
      .toBe(early?.id);
    await expect(regs.locator(`option[value="${early?.id}"]`)).toBeDisabled();

    // A tee time that fills up while chosen: the callable refuses, in the spec's words.
    await regs.getByLabel('Member', { exact: true }).selectOption(second?.id ?? '');
    await regs.getByLabel('Tee time').selectOption(late?.id ?? '');
    await late?.ref.update({ currentParticipants: 4 });
    await pressButton(regs, 'Add Member');
    await expect(page.getByText('This tee time is full. Please select another.')).toBeVisible(CALLABLE);
    await expect.poll(async () => (await emulatorDb().doc(`par3Events/${eventId}/registrations/${second?.id}`).get()).exists).toBe(false);
    await late?.ref.update({ currentParticipants: 0 });

    // The Par 3 CSV.
    const [download] = await Promise.all([page.waitForEvent('download'), regs.getByRole('button', { name: 'Export CSV' }).press('Enter')]);
    const csv = await new Promise<string>((resolve, reject) => {
      void download.createReadStream().then((stream) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        stream.on('error', reject);
      });
    });
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/);
    expect(lines[0]).toBe('Member Name,Handicap,Tee Time');
    expect(lines[1]).toContain(String(first?.get('fullName')));
    expect(lines[1]).toMatch(/,18:00$/);
    await regs.getByRole('button', { name: 'Close' }).first().press('Enter');

    // A booked tee time cannot be deleted, and the admin is told why.
    await pressButton(page, `Tee Times for ${name}`);
    await expect(times.getByText(/cannot be deleted/)).toBeVisible();
    await expect(times.getByRole('button', { name: 'Delete tee time 18:00' })).toBeDisabled();
    await times.getByRole('button', { name: 'Close' }).first().press('Enter');

    // Remove the registration, then delete the event: nothing is left behind.
    await pressButton(page, `Registrations for ${name}`);
    await pressButton(regs, `Remove ${String(first?.get('fullName'))}`);
    await expect(page.getByText('Registration removed')).toBeVisible(CALLABLE);
    await expect.poll(async () => (await early?.ref.get())?.get('currentParticipants')).toBe(0);
    await regs.getByRole('button', { name: 'Close' }).first().press('Enter');

    await pressButton(page, `Delete ${name}`);
    await pressButton(page.getByRole('alertdialog'), 'Delete');
    await expect(page.getByText('Event deleted')).toBeVisible();
    expect(await eventNamed(name)).toBeUndefined();
    await expect.poll(() => countOf(`par3Events/${eventId}/teeTimes`)).toBe(0);
  });

  test('an admin edits and deletes tee times; places cannot drop below those taken', async ({ adminPage: page }) => {
    const name = `Tee Sheet ${Date.now()}`;
    const ref = await emulatorDb()
      .collection('par3Events')
      .add(par3EventFor(name, { date: daysFromNow(15), location: 'Somewhere', registeredCount: 2 }));
    const booked = await ref.collection('teeTimes').add({ teeTime: '17:30', maxParticipants: 4, currentParticipants: 2 });
    const spare = await ref.collection('teeTimes').add({ teeTime: '17:40', maxParticipants: 4, currentParticipants: 0 });
    try {
      await openPar3(page);
      await pressButton(page, `Tee Times for ${name}`);
      const times = page.getByRole('dialog', { name: `Tee Times: ${name}` });
      await expect(times.getByText('2 / 4 booked')).toBeVisible();

      await pressButton(times, 'Edit tee time 17:30');
      await expect(times.getByRole('button', { name: 'Save Tee Time' })).toBeVisible();
      await expect(times.getByLabel('Max participants')).toHaveValue('4');
      await times.getByLabel('Max participants').fill('1');
      await pressButton(times, 'Save Tee Time');
      await expect(times.getByText('Max participants cannot be below the 2 places already taken')).toBeVisible();
      await expect.poll(async () => (await booked.get()).get('maxParticipants')).toBe(4);

      await times.getByLabel('Max participants').fill('6');
      await pressButton(times, 'Save Tee Time');
      await expect(times.getByText('2 / 6 booked')).toBeVisible();
      await expect
        .poll(async () => (await booked.get()).data())
        .toMatchObject({ teeTime: '17:30', maxParticipants: 6, currentParticipants: 2 });
      await expect(times.getByRole('button', { name: 'Add Tee Time' })).toBeVisible();

      await expect(times.getByRole('button', { name: 'Delete tee time 17:30' })).toBeDisabled();
      await pressButton(times, 'Delete tee time 17:40');
      await expect(times.getByText('17:40')).toHaveCount(0);
      await expect.poll(async () => (await spare.get()).exists).toBe(false);
      expect((await booked.get()).exists).toBe(true);
    } finally {
      await emulatorDb().recursiveDelete(ref);
    }
  });

  test('an admin edits an event; status is set to upcoming', async ({ adminPage: page }) => {
    const name = `Edit Par 3 ${Date.now()}`;
    const ref = await emulatorDb()
      .collection('par3Events')
      .add(par3EventFor(name, { date: daysFromNow(20), location: 'Somewhere', maxParticipants: 30, status: 'completed' }));
    try {
      await openPar3(page);
      await pressButton(page, `Edit ${name}`);
      const dialog = page.getByRole('dialog', { name: 'Edit Event' });
      await dialog.getByLabel('Location').fill('Dubai Creek Golf & Yacht Club, Par 3 Course');
      await pressButton(dialog, 'Save Event');
      await expect(page.getByText('Event updated')).toBeVisible();
      await expect
        .poll(async () => (await ref.get()).data())
        .toMatchObject({
          status: 'upcoming',
          location: 'Dubai Creek Golf & Yacht Club, Par 3 Course',
          maxParticipants: 30,
        });
    } finally {
      await ref.delete();
    }
  });
});
