import type { Page } from '@playwright/test';
import type { CallableInput, CallableName } from '../../src/lib/schemas/callables';
import { callableUrl, signInWithPassword } from '../../scripts/lib/emulators';
import { emulatorDb } from './support/admin-sdk';
import { expect, FIRESTORE_REQUESTS, signIn, test } from './support/fixtures';
import { makeActiveMember, withPar3Night, type TeeTimeSeed, type TestMember } from './support/members';

/**
 * /par3-event/{id}/register against the issue, on Par 3 nights of its own
 * (written with the Admin SDK and deleted afterwards, with their registrations).
 */

/** A callable's answer: the Functions emulator may first start a worker for it. */
const CALLABLE = { timeout: 30_000 };

/** 18:00 with its last place, 18:10 empty. */
const ONE_PLACE_LEFT_AT_18_00: TeeTimeSeed[] = [
  { id: 'early', teeTime: '18:00', maxParticipants: 2, currentParticipants: 1 },
  { id: 'late', teeTime: '18:10', maxParticipants: 4, currentParticipants: 0 },
];

/** 18:00 with one place left, 18:10 full, 18:20 empty. */
const ONE_LEFT_ONE_FULL_ONE_EMPTY: TeeTimeSeed[] = [
  { id: 'a', teeTime: '18:00', maxParticipants: 4, currentParticipants: 3 },
  { id: 'b', teeTime: '18:10', maxParticipants: 4, currentParticipants: 4 },
  { id: 'c', teeTime: '18:20', maxParticipants: 4, currentParticipants: 0 },
];

/** Calls a callable as a member, the way the web SDK does (ID token from the Auth emulator). */
async function callAs<N extends CallableName>(member: TestMember, name: N, data: CallableInput<N>): Promise<unknown> {
  const idToken = await signInWithPassword(member.email, member.password);
  const response = await fetch(callableUrl(name), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (!response.ok || body.error) throw new Error(`${name} refused: ${body.error?.message ?? response.status}`);
  return body.result;
}

async function teeTimeCount(eventId: string, teeTimeId: string): Promise<number> {
  return Number((await emulatorDb().doc(`par3Events/${eventId}/teeTimes/${teeTimeId}`).get()).get('currentParticipants'));
}

async function registrationOf(eventId: string, uid: string) {
  return emulatorDb().doc(`par3Events/${eventId}/registrations/${uid}`).get();
}

/** Holds each call of the callable `name` for `ms` before letting it through unchanged. */
async function slowCallable(page: Page, name: string, ms: number) {
  await page.route(new RegExp(`/us-central1/${name}$`), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test.describe('Par 3 registration page', () => {
  test('the last place taken while the page is open: "This tee time is now full. Please select another." at once, then "Confirming..." for another', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await withPar3Night('Race Night', ONE_PLACE_LEFT_AT_18_00, async (night) => {
      const [me, rival] = await Promise.all([makeActiveMember('Rhea Racer'), makeActiveMember('Rory Rival')]);
      await signIn(page, me);
      await page.goto(`/par3-event/${night.id}/register`);
      const select = page.getByRole('combobox', { name: 'Tee Time' });
      await expect(select.locator('option', { hasText: '18:00 (1 place left)' })).toHaveCount(1);
      await select.selectOption('early');
      const confirm = page.getByRole('button', { name: 'Confirm Registration' });
      await expect(confirm).toBeEnabled();
      const full = page.getByText('This tee time is now full. Please select another.');
      await expect(full).toHaveCount(0);

      // Another member takes the last place through the real callable.
      await callAs(rival, 'registerForPar3', { eventId: night.id, teeTimeId: 'early' });
      expect(await teeTimeCount(night.id, 'early')).toBe(2);
      // The open page follows: the full tee time is no longer offered, the member is told, and Confirm waits for another choice.
      await expect(select.locator('option', { hasText: /^18:00 / })).toHaveCount(0);
      await expect(full).toBeVisible();
      await expect(confirm).toBeDisabled();
      expect((await registrationOf(night.id, me.uid)).exists).toBe(false);

      // Another tee time takes the member; the button says "Confirming..." while the callable runs.
      await select.selectOption('late');
      await expect(full).toHaveCount(0);
      await slowCallable(page, 'registerForPar3', 2_000);
      await page.getByRole('button', { name: 'Confirm Registration' }).click();
      const confirming = page.getByRole('button', { name: 'Confirming...' });
      await expect(confirming).toBeVisible();
      await expect(confirming).toBeDisabled();
      await expect(page.getByText('Registration confirmed! See you at the event.')).toBeVisible(CALLABLE);
      await expect.poll(async () => (await registrationOf(night.id, me.uid)).get('teeTime')).toBe('18:10');
      expect(await teeTimeCount(night.id, 'early')).toBe(2);
    });
  });

  test('the page shows the event, the fixed list and tee times with room; handicap is optional and "Back to Par 3 League" works', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await withPar3Night('Audit Night', ONE_LEFT_ONE_FULL_ONE_EMPTY, async (night) => {
      const { name } = night;
      const member = await makeActiveMember('Ada Audit');
      await signIn(page, member);

      // While the reads are on their way: "Loading..." (the Firestore channel is held back, not answered for it).
      await page.route(FIRESTORE_REQUESTS, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue().catch(() => undefined);
      });
      await page.goto(`/par3-event/${night.id}/register`);
      await expect(page.getByText('Loading...').first()).toBeVisible();
      await page.unroute(FIRESTORE_REQUESTS);

      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const weekday = new Intl.DateTimeFormat('en-GB', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Asia/Dubai',
      }).format(night.date);
      expect(weekday).toMatch(/^[A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+ \d{4}$/);
      await expect(page.getByText(`${weekday} · Els Club Par 3 Course`, { exact: true })).toBeVisible();
      await expect(page.getByText(`${name}: nine holes under the lights.`, { exact: true })).toBeVisible();
      await expect(page.getByRole('list').filter({ hasText: 'Check in at the clubhouse' }).getByRole('listitem')).toHaveText([
        'Arrive 15 minutes before your tee time',
        'Check in at the clubhouse',
        'Optional warm-up at the practice area',
        '9-hole Par 3 competition',
        'Post-round refreshments',
      ]);

      // Only tee times with room, each with its places left; Confirm waits for a choice.
      const select = page.getByRole('combobox', { name: 'Tee Time' });
      await expect(select.locator('option')).toHaveText(['Select a tee time', '18:00 (1 place left)', '18:20 (4 places left)']);
      const confirm = page.getByRole('button', { name: 'Confirm Registration' });
      await expect(confirm).toBeDisabled();
      await select.selectOption('a');
      await expect(confirm).toBeEnabled();
      await select.selectOption('');
      await expect(confirm).toBeDisabled();

      // Handicap: the profile's, marked optional; dietary requirements take several lines.
      const handicap = page.getByRole('spinbutton', { name: 'Handicap' });
      await expect(handicap).toHaveValue('18.4');
      await expect(page.getByText('Optional', { exact: true })).toBeVisible();
      const dietary = page.getByRole('textbox', { name: 'Dietary Requirements' });
      expect(await dietary.evaluate((el) => el.tagName)).toBe('TEXTAREA');
      await dietary.fill('Gluten free\nNo dairy');
      await expect(dietary).toHaveValue('Gluten free\nNo dairy');
      await expect(page.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/dashboard');

      // An empty handicap is accepted.
      await handicap.fill('');
      await select.selectOption('c');
      await confirm.click();
      await expect(page.getByText('Registration confirmed! See you at the event.')).toBeVisible(CALLABLE);
      await expect(page).toHaveURL(/\/dashboard$/);
      const registration = await registrationOf(night.id, member.uid);
      expect(registration.get('teeTime')).toBe('18:20');
      expect(registration.get('handicap')).toBeNull();

      // Back on the page: already registered, no form; "Back to Par 3 League" leads there.
      await page.goto(`/par3-event/${night.id}/register`);
      await expect(page.getByText("You're already registered for this event")).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Tee Time' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Confirm Registration' })).toHaveCount(0);
      await page.getByRole('link', { name: 'Back to Par 3 League' }).click();
      await expect(page).toHaveURL(/\/par3-league$/);
    });
  });

  test('an event that does not exist: "Event not found" with the way back, and no form', async ({ memberPage: page }) => {
    await page.goto(`/par3-event/e2e-missing-${Date.now()}/register`);
    await expect(page.getByRole('heading', { level: 1, name: 'Event not found' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Tee Time' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to Par 3 League' }).click();
    await expect(page).toHaveURL(/\/par3-league$/);
  });
});
