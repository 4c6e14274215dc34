/**
 * Taps on a server-rendered page's buttons before the app has started (index.html keeps them and
 * replays them once it has; decisions 0026, 0037), against what Hosting serves.
 */
import { emulatorDb } from './support/admin-sdk';
import { expect, holdAppScripts, started, test } from './support/fixtures';

async function upcomingTournament(): Promise<string> {
  const [upcoming] = (await emulatorDb().collection('tournaments').where('status', '==', 'upcoming').limit(1).get()).docs;
  expect(upcoming).toBeDefined();
  return upcoming?.id ?? '';
}

test.describe('taps before the app has started', () => {
  test("a member's Register Now, tapped while the page loads, opens the registration once the session is known", async ({
    memberPage: page,
  }) => {
    const id = await upcomingTournament();
    const release = await holdAppScripts(page);
    await page.goto(`/tournament/${id}`, { waitUntil: 'commit' });
    // The server's button, enabled in its HTML: the tap is kept.
    await page.getByRole('button', { name: 'Register Now' }).click();
    await expect(page.locator('html[data-started]')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/tournament/${id}$`));
    release();
    await started(page);
    await expect(page).toHaveURL(new RegExp(`/tournament/${id}/register$`));
    await expect(page.getByText('Please sign in to register for tournaments')).toHaveCount(0);
  });

  test("a visitor's Register Now, tapped while the page loads, asks them to sign in once the app has started", async ({ page }) => {
    const id = await upcomingTournament();
    const release = await holdAppScripts(page);
    await page.goto(`/tournament/${id}`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Register Now' }).click();
    await expect(page).toHaveURL(new RegExp(`/tournament/${id}$`));
    release();
    await expect(page.getByText('Please sign in to register for tournaments')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });
});
