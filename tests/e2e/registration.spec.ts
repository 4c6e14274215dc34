import { readFileSync } from 'node:fs';
import { TZDate } from '@date-fns/tz';
import type { Timestamp } from 'firebase-admin/firestore';
import { DEMO_MEMBER } from '../../scripts/seed/accounts';
import { emulatorDb } from './support/admin-sdk';
import { expect, signIn, test } from './support/fixtures';
import { makeActiveMember, makeFullPar3Night, makeTournament } from './support/members';

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
        date: (event.get('date') as Timestamp).toDate(),
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
    test.setTimeout(120_000);
    const member = await makeActiveMember('Tariq Tee');
    const before = await tournament(TOURNAMENT);
    await signIn(page, member);
    await page.goto(`/tournament/${TOURNAMENT}/register`);
    await expect(page.getByRole('heading', { level: 1, name: before.name })).toBeVisible();
    await expect(page.getByText(/Arrival and registration \(please arrive 30 minutes before tee off\)/)).toBeVisible();
    await expect(page.getByText('Please ensure this is accurate for fair competition')).toBeVisible();
    const handicap = page.getByRole('spinbutton', { name: 'Your Handicap', exact: true });
    await expect(handicap).toHaveValue('18.4');

    await handicap.fill('');
    await page.getByRole('button', { name: 'Confirm Registration' }).click();
    await expect(page.getByRole('form', { name: 'Tournament registration' }).getByText('Please enter your handicap')).toBeVisible();
    await handicap.fill('17.9');
    await page.getByRole('button', { name: 'Confirm Registration' }).click();
    // A callable's first call starts its worker, which can take a while on a loaded machine.
    await expect(page.getByText('Registration confirmed! See you at the tournament.')).toBeVisible({ timeout: 30_000 });
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
    await expect(page.getByText('Registration Cancelled')).toBeVisible({ timeout: 30_000 });
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
    await expect(page.getByRole('spinbutton', { name: 'Your Handicap', exact: true })).toHaveCount(0);
  });

  test('Par 3: a full tee time is not offered; a member registers and withdraws; counters follow', async ({ page }) => {
    test.setTimeout(120_000);
    const event = await par3WithFullTeeTime();
    const member = await makeActiveMember('Petra Par');
    const before = await teeTimeCount(event.id, event.openId);
    await signIn(page, member);
    await page.goto(`/par3-event/${event.id}/register`);
    await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
    await expect(page.getByText('Arrive 15 minutes before your tee time')).toBeVisible();
    // Only tee times with room are offered, each with its places left (wait for the list before judging it).
    const select = page.getByRole('combobox', { name: 'Tee Time' });
    await expect(select.locator('option', { hasText: new RegExp(`^${event.open} \\(\\d+ places? left\\)$`) })).toHaveCount(1);
    await expect(select.locator('option', { hasText: new RegExp(`^${event.full} `) })).toHaveCount(0);
    const confirm = page.getByRole('button', { name: 'Confirm Registration' });
    await expect(confirm).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Back to Par 3 League' })).toBeVisible();

    await select.selectOption(event.openId);
    await expect(confirm).toBeEnabled();
    await page.getByLabel('Dietary Requirements').fill('No nuts\nNo shellfish');
    await confirm.click();
    // A callable's first call starts its worker, which can take a while on a loaded machine.
    await expect(page.getByText('Registration confirmed! See you at the event.')).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect.poll(() => teeTimeCount(event.id, event.openId)).toBe(before + 1);
    const profile = await emulatorDb().collection('profiles').doc(member.uid).get();
    expect(profile.get('dietaryRequirements')).toBe('No nuts\nNo shellfish');

    const mine = page.getByRole('region', { name: 'My Registered Par 3 Events' });
    await expect(mine.getByText(event.name)).toBeVisible();
    await expect(mine.getByText(`Tee time ${event.open}`, { exact: false })).toBeVisible();

    // The dashboard's calendar file starts at the chosen tee time and reminds 15 minutes before.
    const download = page.waitForEvent('download');
    await mine.getByRole('button', { name: `Add ${event.name} to calendar` }).click();
    const ics = readFileSync((await (await download).path()) ?? '', 'utf8');
    expect(ics).toContain('BEGIN:VALARM');
    expect(ics).toContain('TRIGGER:-PT15M');
    const day = new TZDate(event.date.getTime(), 'Asia/Dubai');
    const [hh, mm] = event.open.split(':').map(Number);
    const teeTime = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), hh ?? 0, mm ?? 0, 'Asia/Dubai');
    const stamp = new Date(teeTime.getTime())
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    expect(ics).toMatch(new RegExp(`DTSTART(;[^:]*)?:${stamp}`));

    await page.goto(`/par3-event/${event.id}/register`);
    await expect(page.getByText("You're already registered for this event")).toBeVisible();

    await page.goto('/dashboard');
    await mine.getByRole('button', { name: `Withdraw from ${event.name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Withdraw' }).click();
    await expect(page.getByText(`You have withdrawn from ${event.name}`)).toBeVisible({ timeout: 30_000 });
    await expect(mine.getByText(event.name)).toHaveCount(0);
    await expect.poll(() => teeTimeCount(event.id, event.openId)).toBe(before);
  });

  test('a full tournament and a closed one offer no form, each with its message', async ({ page }) => {
    const member = await makeActiveMember('Fiona Full');
    const full = await makeTournament(`Full House ${Date.now()}`, { maxParticipants: 2, registeredCount: 2 });
    const closed = await makeTournament(`Closed Doors ${Date.now()}`, { status: 'completed' });
    try {
      await signIn(page, member);
      await page.goto(`/tournament/${full}/register`);
      await expect(page.getByText('2/2 registered')).toBeVisible();
      await expect(page.getByText('This tournament is full')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Confirm Registration' })).toHaveCount(0);

      await page.goto(`/tournament/${closed}/register`);
      await expect(page.getByText('Registration is closed for this tournament')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Confirm Registration' })).toHaveCount(0);
    } finally {
      await emulatorDb().doc(`tournaments/${full}`).delete();
      await emulatorDb().doc(`tournaments/${closed}`).delete();
    }
  });

  test('a Par 3 night whose tee times are all full says "No tee times available" and offers the waiting list; Cancel goes back to the dashboard', async ({
    page,
  }) => {
    const db = emulatorDb();
    const ref = await makeFullPar3Night(`Packed Wednesday ${Date.now()}`);
    try {
      const member = await makeActiveMember('Pia Packed');
      await signIn(page, member);
      await page.goto(`/par3-event/${ref.id}/register`);
      await expect(page.getByText('No tee times available')).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Tee Time' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Confirm Registration' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Join Waiting List' })).toBeEnabled();
      for (const line of [
        'Check in at the clubhouse',
        'Optional warm-up at the practice area',
        '9-hole Par 3 competition',
        'Post-round refreshments',
      ]) {
        await expect(page.getByText(line)).toBeVisible();
      }
      await page.getByRole('link', { name: 'Cancel' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    } finally {
      await db.recursiveDelete(ref);
    }
  });

  test('a visitor opening a Par 3 registration page is sent to /auth', async ({ page }) => {
    const [event] = (await emulatorDb().collection('par3Events').where('status', '==', 'upcoming').limit(1).get()).docs;
    expect(event).toBeDefined();
    await page.goto(`/par3-event/${event?.id}/register`);
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('an unknown Par 3 event says so', async ({ memberPage: page }) => {
    await page.goto('/par3-event/no-such-event/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Event not found' })).toBeVisible();
  });
});
