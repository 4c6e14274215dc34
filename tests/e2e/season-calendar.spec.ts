import { readAll } from './support/admin-sdk';
import { expect, test } from './support/fixtures';

/**
 * Issue 20: the society's calendar is linked from /tournaments and
 * /par3-league and served from the site's own address; an admin runs the
 * reminder job on demand, and running it again sends nothing new.
 */

const FEED = '/calendar/society.ics';

test.describe('season calendar and reminders', () => {
  for (const path of ['/tournaments', '/par3-league']) {
    test(`${path} links the society calendar, which the site serves as text/calendar`, async ({ page, request }) => {
      await page.goto(path);
      const subscribe = page.getByRole('link', { name: 'Subscribe to the season calendar' });
      await expect(subscribe).toHaveAttribute('href', `webcal://127.0.0.1:4173${FEED}`);
      await expect(page.getByRole('link', { name: 'add it by its address' })).toHaveAttribute('href', FEED);

      const answer = await request.get(FEED);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toMatch(/^text\/calendar/);
      const body = await answer.text();
      expect(body).toContain('BEGIN:VCALENDAR');
      const next = (await readAll('tournaments')).filter((t) => t.status === 'upcoming' && t.date.getTime() > Date.now());
      expect(next.length).toBeGreaterThan(0);
      for (const t of next) expect(body.replace(/\r\n[ \t]/g, '')).toContain(t.name);
    });
  }

  test('a wrong feed address answers 404 and says nothing', async ({ request }) => {
    const answer = await request.get('/calendar/not-a-token.ics');
    expect(answer.status()).toBe(404);
    expect(await answer.text()).not.toContain('BEGIN:VCALENDAR');
  });

  test('"Send due reminders now" runs the job; pressed again, it sends nothing new', async ({ adminPage: page }) => {
    // A callable's first call starts its worker, which can take a while on a loaded machine.
    test.setTimeout(120_000);
    await page.goto('/admin');
    const button = page.getByRole('button', { name: 'Send due reminders now' });
    await button.click();
    await expect(page.getByText(/^(No reminders were due|\d+ reminders? sent)$/)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/^(No reminders were due|\d+ reminders? sent)$/)).toHaveCount(0, { timeout: 20_000 });
    await button.click();
    await expect(page.getByText('No reminders were due')).toBeVisible({ timeout: 30_000 });
  });
});
