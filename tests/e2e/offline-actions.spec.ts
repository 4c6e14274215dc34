import { emulatorDb } from './support/admin-sdk';
import { expect, FUNCTIONS_REQUESTS, signIn, started, test } from './support/fixtures';
import { makeActiveMember, makeTournament } from './support/members';

/**
 * Issue 21, parts 1 and 3: the frame says when the phone is offline, and an
 * action that needs the server (a registration) says so at once, writing
 * nothing, whether the browser is offline or the server cannot be reached.
 */

const OFFLINE = 'Offline: showing what this phone has saved';
const NETWORK = 'Network error. Please check your connection';

test.describe('offline', () => {
  test('the offline badge appears when the connection goes and leaves when it returns', async ({ page, context }) => {
    await page.goto('/tournaments');
    // The page's HTML arrives rendered; the frame says offline once the app runs (App.tsx marks <html data-started>).
    await started(page);
    const badge = page.getByTestId('connection-banner');
    await expect(badge).toHaveCount(0);
    await context.setOffline(true);
    await expect(badge).toHaveText(OFFLINE);
    await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toHaveCount(1);
    await context.setOffline(false);
    await expect(badge).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Back online' })).toHaveCount(1);
  });

  test('a registration offline, or with the server out of reach, gives the network message at once and writes nothing', async ({
    page,
    context,
  }) => {
    const member = await makeActiveMember('Olive Offline');
    const id = await makeTournament(`Offline Open ${Date.now()}`);
    const registration = emulatorDb().doc(`tournaments/${id}/registrations/${member.uid}`);
    try {
      await signIn(page, member);
      await page.goto(`/tournament/${id}/register`);
      const confirm = page.getByRole('button', { name: 'Confirm Registration' });
      await expect(confirm).toBeEnabled();

      await context.setOffline(true);
      await confirm.click();
      // At once: no request was made, so no timeout stands between the tap and the answer.
      await expect(page.getByText(NETWORK)).toBeVisible({ timeout: 3_000 });
      await expect(confirm).toBeEnabled();
      await context.setOffline(false);

      // Online as far as the browser knows, but the server does not answer.
      await expect(page.getByText(NETWORK)).toHaveCount(0, { timeout: 20_000 });
      await page.route(FUNCTIONS_REQUESTS, (route) => route.abort('connectionrefused'));
      await confirm.click();
      await expect(page.getByText(NETWORK)).toBeVisible();
      await expect(page.getByText('Registration confirmed! See you at the tournament.')).toHaveCount(0);
      await page.unroute(FUNCTIONS_REQUESTS);

      expect((await registration.get()).exists).toBe(false);
      expect((await emulatorDb().doc(`tournaments/${id}`).get()).get('registeredCount')).toBe(0);
    } finally {
      await emulatorDb().recursiveDelete(emulatorDb().doc(`tournaments/${id}`));
    }
  });
});
