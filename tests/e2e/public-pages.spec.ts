import { DEMO_MEMBER } from '../../scripts/seed/accounts';
import { emulatorDb, readAll } from './support/admin-sdk';
import { expect, signIn, test } from './support/fixtures';
import { makeMember } from './support/members';
import { noHorizontalScroll } from './support/public-pages';

/**
 * Every public page: sponsors and join against the seeded season, then what
 * every page shares (title, description, one h1, no overflow, no private data)
 * and the navigation for visitors and members.
 */

test.describe('public site: every public page: sponsors, join, titles and navigation', () => {
  test('sponsors: active ones by tier in display order, inactive absent, safe links', async ({ page }) => {
    const sponsors = await readAll('sponsors');
    const inactive = sponsors.filter((s) => !s.active);
    expect(inactive.length).toBeGreaterThan(0);

    await page.goto('/sponsors');
    await expect(page).toHaveTitle('Sponsors | Clubhouse');
    const headings = page.getByRole('heading', { level: 2, name: /Partners$/ });
    await expect(headings).toHaveText(['Platinum Partners', 'Gold Partners', 'Silver Partners']);
    for (const [tier, heading] of [
      ['platinum', 'Platinum Partners'],
      ['gold', 'Gold Partners'],
      ['silver', 'Silver Partners'],
    ] as const) {
      const expected = sponsors
        .filter((s) => s.active && s.tier === tier)
        .sort((a, b) => a.displayOrder - b.displayOrder)
        .map((s) => s.name);
      const section = page.getByRole('region', { name: heading });
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(expected);
    }
    for (const s of inactive) await expect(page.getByText(s.name)).toHaveCount(0);
    const visit = page.getByRole('link', { name: /^Visit Website/ }).first();
    await expect(visit).toHaveAttribute('target', '_blank');
    await expect(visit).toHaveAttribute('rel', /noopener/);
    await expect(page.getByRole('link', { name: 'Contact us about sponsorship' })).toHaveAttribute('href', /^mailto:/);
  });

  test('join: benefits from the seeded keys; visitors apply, a paid member goes to the dashboard', async ({ page, browser }) => {
    const content = (await emulatorDb().doc('pageContent/join').get()).get('sections') as Record<string, string>;
    const benefits = Object.keys(content)
      .filter((k) => k.startsWith('benefit_'))
      .sort()
      .map((k) => content[k]);
    await page.goto('/join');
    await expect(page.getByRole('list', { name: 'Membership benefits' }).getByRole('listitem')).toHaveText(benefits as string[]);
    await expect(page.getByText('500 AED')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Complete Membership Application' })).toHaveAttribute('href', '/auth?mode=signup');
    await expect(page.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' })).toBeVisible();

    const paid = (await emulatorDb().doc(`profiles/${DEMO_MEMBER.uid}`).get()).get('membershipFeePaid') === true;
    const member = await browser.newPage();
    await member.goto('/auth');
    await member.getByLabel('Email').fill(DEMO_MEMBER.email);
    await member.getByLabel('Password').fill(DEMO_MEMBER.password);
    await member.getByRole('button', { name: 'Sign In' }).click();
    await expect(member).toHaveURL(/\/dashboard$/);
    await member.goto('/join');
    if (paid) {
      await expect(member.getByText('Your membership is active!')).toBeVisible();
      await expect(member.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    } else {
      await expect(member.getByRole('link', { name: 'Complete Membership Application' })).toBeVisible();
    }
    await member.close();
  });

  test('join: a signed-in member whose fee is unpaid is still offered the application', async ({ page }) => {
    const member = await makeMember('Una Paid');
    await signIn(page, member);
    await page.goto('/join');
    await expect(page.getByRole('link', { name: 'Complete Membership Application' })).toHaveAttribute('href', '/auth?mode=signup');
    await expect(page.getByText('Your membership is active!')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveCount(0);
  });

  test('every public page: own title and description, one h1, no horizontal scroll at 390 px, no private data', async ({ page }) => {
    // Eight pages, each loaded and checked in turn.
    test.setTimeout(90_000);
    const profiles = await readAll('profiles');
    const secrets = profiles
      .flatMap((p) => [p.email, p.phone, p.emergencyContactPhone])
      .filter((v): v is string => typeof v === 'string' && v.length > 4);
    expect(secrets.length).toBeGreaterThan(0);
    await page.setViewportSize({ width: 390, height: 844 });
    const titles = new Set<string>();
    const [tournament] = (await emulatorDb().collection('tournaments').where('status', '==', 'completed').limit(1).get()).docs;
    // Each page's own description: its stored hero text, the results page's own words, a tournament's when and where.
    const sections = async (name: string) =>
      ((await emulatorDb().doc(`pageContent/${name}`).get()).get('sections') ?? {}) as Record<string, string>;
    const site = (await sections('site_settings')).site_description;
    expect(site).toBeTruthy();
    const described: Record<string, string | RegExp | undefined> = {
      '/': site,
      '/sponsors': (await sections('sponsors')).hero_description,
      '/tournaments': (await sections('tournaments')).hero_description,
      // A tournament's says when and where first, then its own description (link previews).
      [`/tournament/${tournament?.id}`]: new RegExp(
        `^[A-Z][a-z]+day, \\d{1,2} [A-Z][a-z]+ \\d{4} at ${escapeRegExp(String(tournament?.get('location')))}\\.` +
          (String(tournament?.get('description') ?? '').trim() ? ` ${escapeRegExp(String(tournament?.get('description')).trim())}$` : '$'),
      ),
      '/past-tournaments': 'Results of every completed tournament of the season.',
      '/par3-league': (await sections('par3-league')).hero_description,
      '/teams': (await sections('teams')).hero_description,
      '/join': (await sections('join')).hero_description,
    };
    for (const [path, description] of Object.entries(described)) {
      expect(description, `${path} has a description to show`).toBeTruthy();
      await page.goto(path);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description ?? '');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      await noHorizontalScroll(page);
      const title = await page.title();
      expect(titles.has(title), `${path} has its own title (${title})`).toBe(false);
      titles.add(title);
      const html = await page.content();
      for (const secret of secrets) expect(html.includes(secret), `${path} shows private data`).toBe(false);
      const unlabelled = await page.locator('main img:not([alt])').count();
      expect(unlabelled).toBe(0);
    }
  });

  test('signed in, the navigation offers Dashboard and Profile instead of Join Now and Sign In', async ({ memberPage: page }) => {
    await page.goto('/sponsors');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('href', '/dashboard');
    await expect(nav.getByRole('link', { name: 'Profile', exact: true })).toHaveAttribute('href', '/profile');
    await expect(nav.getByRole('link', { name: 'Join Now', exact: true })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Sign In', exact: true })).toHaveCount(0);
  });

  test('the mobile menu lists the public pages and Join Now / Sign In for visitors', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/sponsors');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    for (const name of ['About', 'News', 'Teams', 'Sponsors', 'Tournaments', 'Par 3 League', 'Results', 'Join Now', 'Sign In']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'Par 3 League', exact: true }).click();
    await expect(page).toHaveURL(/\/par3-league$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
