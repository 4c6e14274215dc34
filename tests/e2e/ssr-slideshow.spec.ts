/**
 * The home page's slideshow before the app has started (issue 30, decision 0038), against what
 * Hosting serves: its arrows and dots show another slide at once, answered by index.html's
 * script and unseen by a hydrating app, and the app starts on the slide they left.
 */
import { expect, test, type Page } from '@playwright/test';
import { holdAppScripts, started, watchRoot } from './support/fixtures';

const PHONE = { width: 390, height: 844 };

/** The label of the slide on screen ("2 of 4"), and the dot marked current. */
const shown = (page: Page) =>
  page.evaluate(() => ({
    slide: document.querySelector('[aria-roledescription="slide"][aria-hidden="false"]')?.getAttribute('aria-label'),
    dots: [...document.querySelectorAll('button[aria-label^="Go to slide"]')].map((dot) => dot.getAttribute('aria-current')),
  }));

/** Each dot's bar as drawn, once its width has settled: the current one long (2rem), the others short (0.625rem). */
const dotBars = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('button[aria-label^="Go to slide"] > *')].map((bar) => {
      for (const animation of bar.getAnimations()) animation.finish();
      return getComputedStyle(bar).width;
    }),
  );

test('the slideshow answers its arrows and dots before the app has started, unseen by it, and the app starts on that slide', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.clock.install();
  const release = await holdAppScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const next = page.getByRole('button', { name: 'Next slide' });
  await expect(next).toBeVisible();
  const count = await page.locator('[aria-roledescription="slide"]').count();
  expect(count).toBeGreaterThanOrEqual(3);
  const dotsAt = (i: number) => Array.from({ length: count }, (_, d) => (d === i ? 'true' : null));
  expect(await shown(page)).toEqual({ slide: `1 of ${count}`, dots: dotsAt(0) });

  // What reaches the root: a hydrating React would hydrate the whole page before the slide changed.
  const rootSaw = await watchRoot(page);

  await next.click();
  expect(await shown(page)).toEqual({ slide: `2 of ${count}`, dots: dotsAt(1) });
  // Shown, not only marked: the slide on screen fades in, the one before out, and only the one shown takes input.
  const slide = (n: number) => page.getByRole('group', { name: `${n} of ${count}`, includeHidden: true });
  await expect.poll(() => slide(2).evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  await expect.poll(() => slide(1).evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
  expect(await slide(1).evaluate((el) => (el as HTMLElement).inert)).toBe(true);
  expect(await slide(2).evaluate((el) => (el as HTMLElement).inert)).toBe(false);

  await page.getByRole('button', { name: /^Go to slide 3:/ }).click();
  expect(await shown(page)).toEqual({ slide: `3 of ${count}`, dots: dotsAt(2) });
  const barsAt = (i: number) => Array.from({ length: count }, (_, d) => (d === i ? '32px' : '10px'));
  expect(await dotBars(page)).toEqual(barsAt(2));
  // A keyboard works them too, and the first arrow wraps round.
  await page.getByRole('button', { name: 'Previous slide' }).focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('Enter');
  expect(await shown(page)).toEqual({ slide: `${count} of ${count}`, dots: dotsAt(count - 1) });
  await next.click();
  await next.click();
  expect(await shown(page)).toEqual({ slide: `2 of ${count}`, dots: dotsAt(1) });

  await expect(page.locator('html[data-started]')).toHaveCount(0);
  expect(await rootSaw()).toEqual([]);

  release();
  await started(page);
  // The app starts on the slide shown, held while the focus is on its arrow, and goes on from there.
  expect(await shown(page)).toEqual({ slide: `2 of ${count}`, dots: dotsAt(1) });
  await expect(next).toBeFocused();
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.clock.runFor(6_000);
  expect(await shown(page)).toEqual({ slide: `2 of ${count}`, dots: dotsAt(1) });
  await next.click();
  expect(await shown(page)).toEqual({ slide: `3 of ${count}`, dots: dotsAt(2) });
  expect(await rootSaw()).toContain('click');
  await page.getByRole('button', { name: /^Go to slide 1:/ }).click();
  expect(await shown(page)).toEqual({ slide: `1 of ${count}`, dots: dotsAt(0) });
  expect(await dotBars(page)).toEqual(barsAt(0));
});
