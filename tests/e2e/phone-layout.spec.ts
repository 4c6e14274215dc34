import type { Locator } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';
import { makeActiveMember } from './support/members';

/**
 * Issue 21 part 6, on a 390 px phone: a toast never lies under the chat button
 * and never over the button that made it; the offline badge leaves both clear.
 */

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
}

function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('phone layout', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the profile save toast covers neither Save Changes nor the chat button, and neither does the offline badge', async ({
    page,
    context,
  }) => {
    const member = await makeActiveMember('Tess Toast');
    await signIn(page, member);
    await page.goto('/profile');
    const form = page.getByRole('form', { name: 'Personal information' });
    const save = form.getByRole('button', { name: 'Save Changes' });
    const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
    await form.getByLabel('Nationality').fill('Maltese');
    // The button where a member taps it: at the bottom of the screen, beside the chat button.
    await save.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await save.click();
    const toast = page.getByText('Profile updated successfully!');
    await expect(toast).toBeVisible();
    const toastBox = await box(toast);
    expect(overlap(toastBox, await box(save))).toBe(false);
    expect(overlap(toastBox, await box(chat))).toBe(false);

    await context.setOffline(true);
    const badge = page.getByTestId('connection-banner');
    await expect(badge).toBeVisible();
    expect(overlap(await box(badge), await box(chat))).toBe(false);
    await context.setOffline(false);
  });
});
