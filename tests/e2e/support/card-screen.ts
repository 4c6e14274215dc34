/**
 * The card screen as a person uses it (issue 28): a score in one or two taps
 * round par, a pick-up in one, the next hole with the big button.
 */
import { expect, type Page } from '@playwright/test';

/** One player's score on the hole on screen: the quick button round par, else the nearest one and − / +. */
export async function enterScore(page: Page, name: string, par: number, value: number | null): Promise<void> {
  if (value === null) return page.getByRole('button', { name: `${name}: pick up`, exact: true }).click();
  if (value >= par - 1 && value <= par + 2) return page.getByRole('button', { name: `${name}: ${value}`, exact: true }).click();
  const start = value > par ? par + 2 : Math.max(1, par - 1);
  await page.getByRole('button', { name: `${name}: ${start}`, exact: true }).click();
  for (let n = start; n !== value; n += value > n ? 1 : -1) {
    const next = value > n ? n + 1 : n - 1;
    await page.getByRole('button', { name: `${name}: ${value > n ? 'one more' : 'one fewer'} (${next})`, exact: true }).click();
  }
}

/** The hole on screen (its heading); `timeout` for the card's first opening on a busy machine. */
export async function onHole(page: Page, hole: number, timeout?: number): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: `Hole ${hole}` })).toBeVisible({ timeout });
}

/** Goes to a hole with the strip (one tap). */
export async function goToHole(page: Page, hole: number): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Holes' })
    .getByRole('button', { name: new RegExp(`^Hole ${hole} \\(`) })
    .click();
  await onHole(page, hole);
}

/** The whole card: totals, statuses, submit and attest. */
export async function openCardView(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Holes' }).getByRole('button', { name: 'Card', exact: true }).click();
}
