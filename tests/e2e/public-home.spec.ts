import { TZDate } from '@date-fns/tz';
import { emulatorDb, readAll } from './support/admin-sdk';
import { expect, test } from './support/fixtures';
import { current, listTexts, settle, SOCIETY_TZ } from './support/public-pages';

/**
 * The home page against the seeded season: slides, standings and Par 3 nights
 * derived from the seeded documents with the Admin SDK and compared, in order, with the screen.
 */

test.describe('public site: the home page', () => {
  test('home: slideshow, team standings, top scorers, birdie leaders and Par 3 events from the seeded documents', async ({ page }) => {
    const slides = (await readAll('heroSlides')).filter((s) => s.isActive).sort((a, b) => a.displayOrder - b.displayOrder);
    const standings = await current('standings');
    const teams = (standings.teams as { name: string; totalPoints: number }[]).slice(0, 12);
    const scorers = (standings.individuals as { fullName: string }[]).slice(0, 10);
    const birdies = (standings.birdieLeaders as { fullName: string; birdies: number }[]).filter((b) => b.birdies > 0).slice(0, 10);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    // Slideshow: one dot per active slide; Next shows the second slide; the arrows are buttons.
    const dots = page.getByRole('button', { name: /^Go to slide/ });
    await expect(dots).toHaveCount(slides.length);
    await expect(page.getByRole('heading', { level: 2, name: slides[0]?.title })).toBeVisible();
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(page.getByRole('heading', { level: 2, name: slides[1]?.title })).toBeVisible();
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');

    const teamRows = await listTexts(page, 'Team standings');
    expect(teamRows).toHaveLength(teams.length);
    teams.forEach((t, i) => expect(teamRows[i]).toContain(t.name));

    const scorerRows = await listTexts(page, 'Top scorers');
    expect(scorerRows).toHaveLength(scorers.length);
    scorers.forEach((s, i) => expect(scorerRows[i]).toContain(s.fullName));

    const birdieRows = await listTexts(page, 'Birdie leaders');
    expect(birdieRows).toHaveLength(birdies.length);
    birdies.forEach((b, i) => {
      expect(birdieRows[i]).toContain(b.fullName);
      expect(birdieRows[i]).toContain(`${b.birdies} birdie`);
    });

    // Up to 3 upcoming Par 3 events, soonest first.
    const today = new TZDate(Date.now(), SOCIETY_TZ);
    const startOfToday = new TZDate(today.getFullYear(), today.getMonth(), today.getDate(), SOCIETY_TZ);
    const events = (await readAll('par3Events'))
      .filter((e) => e.status === 'upcoming' && e.date.getTime() >= startOfToday.getTime())
      .sort((a, b) => a.date.getTime() - b.date.getTime())
      .slice(0, 3);
    const par3 = page.getByRole('region', { name: 'Upcoming Par 3 Events' });
    await expect(par3.getByRole('heading', { level: 3 })).toHaveText(events.map((e) => e.name));

    // The features block and the call to action take their words from the home page's stored keys.
    const home = (await emulatorDb().doc('pageContent/home').get()).get('sections') as Record<string, string>;
    for (const key of ['features_heading', 'features_subheading', 'cta_heading', 'cta_description']) expect(home[key]).toBeTruthy();
    await expect(page.getByRole('heading', { level: 2, name: home.features_heading, exact: true })).toBeVisible();
    await expect(page.getByText(home.features_subheading ?? '', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: home.cta_heading, exact: true })).toBeVisible();
    await expect(page.getByText(home.cta_description ?? '', { exact: true })).toBeVisible();
  });

  test('home slideshow: a new slide every 5 s with a 1 s fade; holds while hovered, focused, paused or for reduced motion', async ({
    page,
  }) => {
    const count = (await readAll('heroSlides')).filter((s) => s.isActive).length;
    expect(count).toBeGreaterThan(1);
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.goto('/');
    const dots = page.getByRole('button', { name: /^Go to slide/ });
    await expect(dots).toHaveCount(count);
    // From here the page's clock only moves when the test moves it.
    await page.clock.pauseAt(start + 60_000);
    await settle(page);
    let at = await dots.evaluateAll((els) => els.findIndex((el) => el.getAttribute('aria-current') === 'true'));
    expect(at).toBeGreaterThanOrEqual(0);
    const showing = async (index: number) => {
      await expect(dots.nth(index % count)).toHaveAttribute('aria-current', 'true');
      await expect(page.getByRole('group', { name: `${(index % count) + 1} of ${count}` })).toBeVisible();
    };
    const carousel = page.getByRole('region', { name: 'Highlights' });
    const away = async () => {
      await page.mouse.move(1, 1);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await settle(page);
    };

    // Every 5 s, not before.
    await page.clock.runFor(4_900);
    await settle(page);
    await showing(at);
    await page.clock.runFor(100);
    await showing(++at);
    // The fade: opacity over 1 s.
    const fade = await page.getByRole('group', { name: `${(at % count) + 1} of ${count}` }).evaluate((el) => {
      const style = getComputedStyle(el);
      return `${style.transitionProperty} ${style.transitionDuration}`;
    });
    expect(fade).toBe('opacity 1s');

    // Hovered: holds; released: one step 5 s later.
    await carousel.hover({ position: { x: 20, y: 200 } });
    await settle(page);
    await page.clock.runFor(6_000);
    await settle(page);
    await showing(at);
    await away();
    await page.clock.runFor(5_000);
    await showing(++at);

    // Focused (keyboard): holds; Enter on Next moves on; released: one step 5 s later.
    await page.getByRole('button', { name: 'Next slide' }).focus();
    await settle(page);
    await page.clock.runFor(6_000);
    await settle(page);
    await showing(at);
    await page.keyboard.press('Enter');
    await showing(++at);
    await away();
    await page.clock.runFor(5_000);
    await showing(++at);

    // The pause button holds it until Play.
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await away();
    await page.clock.runFor(6_000);
    await settle(page);
    await showing(at);
    await page.getByRole('button', { name: 'Play slideshow' }).click();
    await away();
    await page.clock.runFor(5_000);
    await showing(++at);

    // Reduced motion: no fade and no advancing, until the preference goes.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await settle(page);
    await expect
      .poll(() =>
        page.getByRole('group', { name: `${(at % count) + 1} of ${count}` }).evaluate((el) => getComputedStyle(el).transitionDuration),
      )
      .toBe('0s');
    await page.clock.runFor(6_000);
    await settle(page);
    await showing(at);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    // The page learns of the change with its next rendering step: wait until the fade is back.
    await expect
      .poll(() =>
        page.getByRole('group', { name: `${(at % count) + 1} of ${count}` }).evaluate((el) => getComputedStyle(el).transitionDuration),
      )
      .toBe('1s');
    await settle(page);
    await page.clock.runFor(5_000);
    await showing(++at);
  });
});
