import { readFileSync } from 'node:fs';
import { DEMO_MEMBER } from '../../scripts/seed/accounts';
import { emulatorDb } from './admin-sdk';
import { expect, signIn, test } from './fixtures';
import { createMember } from './member-accounts';

const TOURNAMENT = 'saadiyat-away-day';

async function tournament(id: string) {
  const snap = await emulatorDb().collection('tournaments').doc(id).get();
  return { name: String(snap.get('name')), count: Number(snap.get('registeredCount')) };
}

/** The first upcoming Par 3 night with a full tee time and one with room. */
async function par3WithFullTeeTime() {
  const db = emulatorDb();
  const events = await db.collection('par3Events').where('status', '==', 'upcoming').orderBy('date').get();
  for (const event of events.docs) {
    const teeTimes = await event.ref.collection('teeTimes').orderBy('teeTime').get();
    const full = teeTimes.docs.find((t) => t.get('currentParticipants') >= t.get('maxParticipants'));
    const open = teeTimes.docs.find((t) => t.get('currentParticipants') < t.get('maxParticipants'));
    if (full && open) {
      return {
        id: event.id,
        name: String(event.get('name')),
        full: String(full.get('teeTime')),
        openId: open.id,
        open: String(open.get('teeTime')),
      };
    }
  }
  throw new Error('The seed has no upcoming Par 3 night with a full tee time');
}

async function teeTimeCount(eventId: string, teeTimeId: string): Promise<number> {
  const snap = await emulatorDb().collection('par3Events').doc(eventId).collection('teeTimes').doc(teeTimeId).get();
  return Number(snap.get('currentParticipants'));
}

test.describe('registrations', () => {
  test('a visitor is asked to sign in, then comes back to the registration page', async ({ page }) => {
    await page.goto(`/tournament/${TOURNAMENT}/register`);
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText('Please sign in to register for tournaments')).toBeVisible();
    await page.getByLabel('Email').fill(DEMO_MEMBER.email);
    await page.getByLabel('Password').fill(DEMO_MEMBER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(new RegExp(`/tournament/${TOURNAMENT}/register$`));
  });

  test('a member registers for a tournament, adds it to the calendar and withdraws; the counter follows', async ({ page }) => {
    test.setTimeout(60_000);
    const member = await createMember('tournament', 'Tariq Tee');
    const before = await tournament(TOURNAMENT);
    await signIn(page, member);
    await page.goto(`/tournament/${TOURNAMENT}/register`);
    await expect(page.getByRole('heading', { level: 1, name: before.name })).toBeVisible();
    await expect(page.getByText(/Arrival and registration \(please arrive 30 minutes before tee off\)/)).toBeVisible();
    await expect(page.getByText('Please ensure this is accurate for fair competition')).toBeVisible();
    const handicap = page.getByLabel('Your Handicap');
    await expect(handicap).toHaveValue('18.4');

    await handicap.fill('');
    await page.getByRole('button', { name: 'Confirm Registration' }).click();
    await expect(page.getByRole('form', { name: 'Tournament registration' }).getByText('Please enter your handicap')).toBeVisible();
    await handicap.fill('17.9');
    await page.getByRole('button', { name: 'Confirm Registration' }).click();
    await expect(page.getByText('Registration confirmed! See you at the tournament.')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    const registration = await emulatorDb().collection('tournaments').doc(TOURNAMENT).collection('registrations').doc(member.uid).get();
    expect(registration.exists).toBe(true);
    expect(registration.get('handicap')).toBe(17.9);
    expect(registration.get('status')).toBe('registered');
    await expect.poll(async () => (await tournament(TOURNAMENT)).count).toBe(before.count + 1);

    const mine = page.getByRole('region', { name: 'My Registered Tournaments' });
    await expect(mine.getByText(before.name)).toBeVisible();
    await expect(page.getByRole('region', { name: 'My Events' }).getByText('1', { exact: true })).toBeVisible();

    const download = page.waitForEvent('download');
    await mine.getByRole('button', { name: `Add ${before.name} to calendar` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.ics$/);
    const ics = readFileSync((await file.path()) ?? '', 'utf8');
    expect(ics).toContain('BEGIN:VALARM');
    expect(ics).toContain('TRIGGER:-PT30M');

    // Again: the pre-check says so and offers no form.
    await page.goto(`/tournament/${TOURNAMENT}/register`);
    await expect(page.getByText("You're already registered for this tournament")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm Registration' })).toHaveCount(0);

    await page.goto('/dashboard');
    await mine.getByRole('button', { name: `Withdraw from ${before.name}` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await expect(page.getByText('Registration Cancelled')).toBeVisible();
    await expect(page.getByText(`You have withdrawn from ${before.name}`)).toBeVisible();
    await expect(mine.getByText(before.name)).toHaveCount(0);
    await expect.poll(async () => (await tournament(TOURNAMENT)).count).toBe(before.count);
    const gone = await emulatorDb().collection('tournaments').doc(TOURNAMENT).collection('registrations').doc(member.uid).get();
    expect(gone.exists).toBe(false);
  });

  test('a duplicate registration is caught by the pre-check', async ({ memberPage: page }) => {
    const registered = await emulatorDb().collection('tournaments').where('status', '==', 'upcoming').get();
    let id = '';
    for (const t of registered.docs) {
      if ((await t.ref.collection('registrations').doc(DEMO_MEMBER.uid).get()).exists) id = t.id;
    }
    expect(id).not.toBe('');
    await page.goto(`/tournament/${id}/register`);
    await expect(page.getByText("You're already registered for this tournament")).toBeVisible();
    await expect(page.getByLabel('Your Handicap')).toHaveCount(0);
  });

  test('Par 3: a full tee time is not offered; a member registers and withdraws; counters follow', async ({ page }) => {
    test.setTimeout(60_000);
    const event = await par3WithFullTeeTime();
    const member = await createMember('par3', 'Petra Par');
    const before = await teeTimeCount(event.id, event.openId);
    await signIn(page, member);
    await page.goto(`/par3-event/${event.id}/register`);
    await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
    await expect(page.getByText('Arrive 15 minutes before your tee time')).toBeVisible();
    const select = page.getByLabel('Tee Time');
    const options = await select.locator('option').allTextContents();
    expect(options.some((o) => o.startsWith(event.full))).toBe(false);
    expect(options.some((o) => o.startsWith(event.open) && /left\)$/.test(o))).toBe(true);
    const confirm = page.getByRole('button', { name: 'Confirm Registration' });
    await expect(confirm).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Back to Par 3 League' })).toBeVisible();

    await select.selectOption(event.openId);
    await expect(confirm).toBeEnabled();
    await page.getByLabel('Dietary Requirements').fill('No nuts\nNo shellfish');
    await confirm.click();
    await expect(page.getByText('Registration confirmed! See you at the event.')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await teeTimeCount(event.id, event.openId)).toBe(before + 1);
    const profile = await emulatorDb().collection('profiles').doc(member.uid).get();
    expect(profile.get('dietaryRequirements')).toBe('No nuts\nNo shellfish');

    const mine = page.getByRole('region', { name: 'My Registered Par 3 Events' });
    await expect(mine.getByText(event.name)).toBeVisible();
    await expect(mine.getByText(`Tee time ${event.open}`, { exact: false })).toBeVisible();

    await page.goto(`/par3-event/${event.id}/register`);
    await expect(page.getByText("You're already registered for this event")).toBeVisible();

    await page.goto('/dashboard');
    await mine.getByRole('button', { name: `Withdraw from ${event.name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Withdraw' }).click();
    await expect(page.getByText(`You have withdrawn from ${event.name}`)).toBeVisible();
    await expect(mine.getByText(event.name)).toHaveCount(0);
    expect(await teeTimeCount(event.id, event.openId)).toBe(before);
  });

  test('an unknown Par 3 event says so', async ({ memberPage: page }) => {
    await page.goto('/par3-event/no-such-event/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Event not found' })).toBeVisible();
  });
});
