import { TZDate } from '@date-fns/tz';
import type { Download, Page } from '@playwright/test';
import { DEMO_MEMBER } from '../../scripts/seed/accounts';
import { emulatorDb } from './admin-sdk';
import { expect, signIn, test } from './fixtures';
import { makeMember, makeTournament } from './make-member';

/**
 * The public site against the seeded season: every list is derived from the
 * seeded documents with the Admin SDK and compared, in order, with the screen.
 */

const SOCIETY_TZ = 'Asia/Dubai';

async function docs(path: string) {
  return (await emulatorDb().collection(path).get()).docs.map(
    (d) => ({ id: d.id, ...d.data() }) as Record<string, unknown> & { id: string },
  );
}

async function current(path: 'standings' | 'par3Standings') {
  return (await emulatorDb().doc(`${path}/current`).get()).data() as Record<string, unknown>;
}

/** Texts of the list items of the list with this accessible name. */
async function listTexts(page: Page, name: string): Promise<string[]> {
  const list = page.getByRole('list', { name, exact: true });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  return list.getByRole('listitem').allInnerTexts();
}

/** The text of a downloaded file. */
async function downloaded(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r\n[ \t]/g, '');
}

/** An ICS UTC stamp (20260412T033000Z) of a moment. */
function icsStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * Lets the page finish what it has queued (React renders and effects run as
 * posted-message tasks, which the paused test clock does not hold back): a
 * few message round trips, no waiting on the wall clock.
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (let i = 0; i < 5; i++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
}

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('public site', () => {
  test('sponsors: active ones by tier in display order, inactive absent, safe links', async ({ page }) => {
    const sponsors = (await docs('sponsors')) as unknown as {
      name: string;
      tier: string;
      active: boolean;
      displayOrder: number;
      websiteUrl: string;
    }[];
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

  test('home: slideshow, team standings, top scorers, birdie leaders and Par 3 events from the seeded documents', async ({ page }) => {
    const slides = ((await docs('heroSlides')) as unknown as { title: string; isActive: boolean; displayOrder: number }[])
      .filter((s) => s.isActive)
      .sort((a, b) => a.displayOrder - b.displayOrder);
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
    const events = ((await docs('par3Events')) as unknown as { name: string; status: string; date: { toDate(): Date } }[])
      .filter((e) => e.status === 'upcoming' && e.date.toDate().getTime() >= startOfToday.getTime())
      .sort((a, b) => a.date.toDate().getTime() - b.date.toDate().getTime())
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
    const count = ((await docs('heroSlides')) as unknown as { isActive: boolean }[]).filter((s) => s.isActive).length;
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

  test('tournaments: the schedule follows an edit made with the Admin SDK, without a reload', async ({ page }) => {
    const tournaments = ((await docs('tournaments')) as unknown as { id: string; name: string; date: { toDate(): Date } }[]).sort(
      (a, b) => a.date.toDate().getTime() - b.date.toDate().getTime(),
    );
    await page.goto('/tournaments');
    const schedule = page.getByRole('list', { name: 'Tournament schedule' });
    await expect(schedule.getByRole('heading', { level: 3 })).toHaveText(tournaments.slice(0, 12).map((t) => t.name));
    await expect(page.getByRole('heading', { level: 2, name: 'SCHEDULE' })).toBeVisible();

    // The last one the schedule shows (other specs may have added later ones).
    const target = tournaments[Math.min(tournaments.length, 12) - 1];
    expect(target).toBeDefined();
    const ref = emulatorDb().doc(`tournaments/${target?.id}`);
    const renamed = `${target?.name} (moved) ${Date.now()}`;
    await ref.update({ name: renamed });
    try {
      await expect(schedule.getByRole('heading', { level: 3, name: renamed })).toBeVisible();
    } finally {
      await ref.update({ name: target?.name });
    }
    await expect(schedule.getByRole('heading', { level: 3, name: renamed })).toHaveCount(0);

    // The next upcoming tournament (from today in Dubai) is featured.
    const today = new TZDate(Date.now(), SOCIETY_TZ);
    const startOfToday = new TZDate(today.getFullYear(), today.getMonth(), today.getDate(), SOCIETY_TZ);
    const next = (tournaments as unknown as { name: string; status: string; date: { toDate(): Date } }[]).find(
      (t) => t.status === 'upcoming' && t.date.toDate().getTime() >= startOfToday.getTime(),
    );
    expect(next).toBeDefined();
    await expect(page.getByRole('region', { name: 'Next Tournament' }).getByRole('heading', { level: 3 })).toHaveText(next?.name ?? '');

    // League numbers: the seeded season's real figures (teams, league events, the usual team size).
    const standings = await current('standings');
    const standingTeams = standings.teams as { memberCount: number }[];
    const leagueEvents = ((await docs('tournaments')) as unknown as { isLeagueEvent: boolean }[]).filter((t) => t.isLeagueEvent).length;
    const sizes = new Map<number, number>();
    for (const t of standingTeams) if (t.memberCount > 0) sizes.set(t.memberCount, (sizes.get(t.memberCount) ?? 0) + 1);
    const usual = [...sizes].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? 0;
    const league = page.getByRole('region', { name: 'The League' });
    await expect(league.getByRole('definition')).toHaveText([String(standingTeams.length), String(leagueEvents), String(usual)]);
    await expect(league.getByRole('term')).toHaveText(['Teams', 'Events', 'Players per team']);
  });

  test('a bad tournament id says "Tournament not found"', async ({ page }) => {
    await page.goto('/tournament/no-such-tournament');
    await expect(page.getByRole('heading', { level: 1, name: 'Tournament not found' })).toBeVisible();
  });

  test('a tournament page shows its details, the arrival time, the sponsor and "No registrations yet"', async ({ page }) => {
    const name = `Details Open ${Date.now()}`;
    const id = await makeTournament(name, {
      teeOffTime: '08:15',
      location: 'Al Zorah Golf Club, Ajman',
      format: 'team_event',
      registrationFee: 350,
      maxParticipants: 36,
      registeredCount: 0,
      sponsorName: 'Desert Palm Motors',
      agenda: 'Shotgun start\nPrize-giving lunch',
    });
    try {
      await page.goto(`/tournament/${id}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page).toHaveTitle(`${name} | Clubhouse`);
      await expect(page.getByText('Upcoming Tournament')).toBeVisible();
      const details = page.getByRole('complementary', { name: 'Details' });
      const detail = (term: string) => details.locator(`dt:has-text("${term}:") + dd`);
      await expect(detail('Tee-off')).toHaveText('08:15');
      await expect(detail('Arrival')).toContainText('(30 minutes before tee-off)');
      await expect(detail('Arrival')).toContainText(/7:45/);
      await expect(detail('Location')).toHaveText('Al Zorah Golf Club, Ajman');
      await expect(detail('Format')).toHaveText('Team Event');
      await expect(detail('Fee')).toHaveText('350 AED');
      await expect(detail('Places left')).toHaveText('36 of 36');
      await expect(details).toContainText('Desert Palm Motors');
      await expect(page.getByRole('heading', { level: 2, name: 'Agenda' })).toBeVisible();
      await expect(page.getByText('Prize-giving lunch')).toBeVisible();
      await expect(page.getByText('No registrations yet')).toBeVisible();
      await expect(page.getByRole('table', { name: 'Registered participants' })).toHaveCount(0);
    } finally {
      await emulatorDb().doc(`tournaments/${id}`).delete();
    }
  });

  test('an upcoming tournament: details, participants, register as a visitor and the .ics file', async ({ page }) => {
    const all = (await docs('tournaments')) as unknown as {
      id: string;
      name: string;
      status: string;
      location: string;
      teeOffTime: string;
      registeredCount: number;
      date: { toDate(): Date };
    }[];
    const upcoming = all.filter((t) => t.status === 'upcoming' && t.registeredCount > 0)[0];
    expect(upcoming).toBeDefined();
    if (!upcoming) return;
    const registrations = (
      await emulatorDb().collection(`tournaments/${upcoming.id}/registrations`).orderBy('registeredAt').get()
    ).docs.map((d) => String(d.get('fullName')));

    await page.goto(`/tournament/${upcoming.id}`);
    await expect(page.getByRole('heading', { level: 1, name: upcoming.name })).toBeVisible();
    await expect(page.getByText('Upcoming Tournament')).toBeVisible();
    const rows = page.getByRole('table', { name: 'Registered participants' }).getByRole('row');
    await expect(rows).toHaveCount(registrations.length + 1);
    await expect(rows.nth(1)).toContainText(registrations[0] ?? '');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /^Add to calendar/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.ics$/);
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const ics = Buffer.concat(chunks)
      .toString('utf8')
      .replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('BEGIN:VEVENT');
    // Tee-off on the tournament's Dubai calendar day at its tee-off time, written in UTC.
    const day = new TZDate(upcoming.date.toDate().getTime(), SOCIETY_TZ);
    const [h, m] = upcoming.teeOffTime.split(':').map(Number);
    const start = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), h ?? 0, m ?? 0, SOCIETY_TZ);
    const stamp = new Date(start.getTime())
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    expect(ics).toMatch(new RegExp(`DTSTART(;[^:]*)?:${stamp}`));
    expect(ics).toContain(`LOCATION:${upcoming.location.replace(/,/g, '\\,')}`);
    expect(ics).toMatch(/TRIGGER:-PT30M/);
    expect(ics).toContain('arrive 30 minutes before tee-off');

    await page.getByRole('button', { name: 'Register Now' }).click();
    await expect(page.getByText('Please sign in to register for tournaments')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("a member's Register goes to the registration page", async ({ memberPage: page }) => {
    const [upcoming] = (await emulatorDb().collection('tournaments').where('status', '==', 'upcoming').limit(1).get()).docs;
    expect(upcoming).toBeDefined();
    await page.goto(`/tournament/${upcoming?.id}`);
    await page.getByRole('button', { name: 'Register Now' }).click();
    await expect(page).toHaveURL(new RegExp(`/tournament/${upcoming?.id}/register$`));
  });

  test('past tournaments: completed ones newest first, each with its results in points order', async ({ page }) => {
    const completed = ((await docs('tournaments')) as unknown as { id: string; name: string; status: string; date: { toDate(): Date } }[])
      .filter((t) => t.status === 'completed')
      .sort((a, b) => b.date.toDate().getTime() - a.date.toDate().getTime());
    expect(completed.length).toBeGreaterThan(0);
    await page.goto('/past-tournaments');
    const list = page.getByRole('list', { name: 'Completed tournaments' });
    await expect(list.getByRole('heading', { level: 3 })).toHaveText(completed.map((t) => t.name));

    // The newest completed one that was played (an admin may mark a future one completed: its page says upcoming).
    const first = completed.find((t) => t.date.toDate().getTime() < Date.now());
    expect(first).toBeDefined();
    await list.getByRole('link', { name: first?.name }).click();
    await expect(page).toHaveURL(new RegExp(`/tournament/${first?.id}$`));
    await expect(page.getByText('Tournament Results')).toBeVisible();
    const scores = (await emulatorDb().collection('scores').where('tournamentId', '==', first?.id).get()).docs.map((d) =>
      Number(d.get('points')),
    );
    const shown = page.getByRole('table', { name: 'Results' }).getByRole('row');
    await expect(shown).toHaveCount(scores.length + 1);
    const points = (await shown.locator('td:nth-child(4)').allInnerTexts()).map(Number);
    expect(points).toEqual([...scores].sort((a, b) => b - a));
  });

  test('Par 3 League: leaderboard totals, averages and best gross; top 3 highlighted', async ({ page }) => {
    const entries = (await current('par3Standings')).entries as {
      fullName: string;
      totalPoints: number;
      averagePoints: number;
      bestGross: number;
    }[];
    expect(entries.length).toBeGreaterThan(3);
    await page.goto('/par3-league');
    for (const info of ['Wednesday 6:00 PM', '9 Holes', 'Handicap']) {
      await expect(page.getByRole('heading', { level: 2, name: info })).toBeVisible();
    }
    const rows = page.getByRole('table', { name: 'Par 3 leaderboard' }).getByRole('row');
    await expect(rows).toHaveCount(entries.length + 1);
    const sorted = [...entries].sort(
      (a, b) => b.totalPoints - a.totalPoints || a.bestGross - b.bestGross || a.fullName.localeCompare(b.fullName),
    );
    for (const [i, e] of sorted.entries()) {
      const cells = await rows
        .nth(i + 1)
        .getByRole('cell')
        .allInnerTexts();
      expect(cells[1]).toContain(e.fullName);
      expect(cells[3]).toBe(String(e.totalPoints));
      expect(cells[4]).toBe(e.averagePoints.toFixed(1));
      expect(cells[5]).toBe(e.bestGross >= 999 ? '-' : String(e.bestGross));
    }
    await expect(page.locator('tr[data-podium]')).toHaveCount(3);
    await expect(page.getByRole('button', { name: /^Add to calendar/ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Register/ }).first()).toHaveAttribute('href', /^\/par3-event\/.+\/register$/);
  });

  test('Par 3 League: each upcoming night downloads an .ics at its tee time with a 15-minute arrival reminder', async ({ page }) => {
    const today = new TZDate(Date.now(), SOCIETY_TZ);
    const startOfToday = new TZDate(today.getFullYear(), today.getMonth(), today.getDate(), SOCIETY_TZ);
    const [event] = (
      (await docs('par3Events')) as unknown as { id: string; name: string; status: string; location: string; date: { toDate(): Date } }[]
    )
      .filter((e) => e.status === 'upcoming' && e.date.toDate().getTime() >= startOfToday.getTime())
      .sort((a, b) => a.date.toDate().getTime() - b.date.toDate().getTime());
    expect(event).toBeDefined();
    if (!event) return;
    await page.goto('/par3-league');
    await expect(page.getByRole('link', { name: `Register: ${event.name}` })).toHaveAttribute('href', `/par3-event/${event.id}/register`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Add to calendar: ${event.name}` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.ics$/);
    const ics = await downloaded(file);
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`SUMMARY:${event.name.replace(/,/g, '\\,')}`);
    expect(ics).toMatch(new RegExp(`DTSTART(;[^:]*)?:${icsStamp(event.date.toDate())}`));
    expect(ics).toContain(`LOCATION:${event.location.replace(/,/g, '\\,')}`);
    expect(ics).toMatch(/TRIGGER:-PT15M/);
  });

  test('teams: each team with captain and members, and the subs', async ({ page }) => {
    const cards = (await docs('members')) as unknown as { id: string; fullName: string; teamId: string | null; handicap: number | null }[];
    const teams = (await docs('teams')) as unknown as { id: string; name: string; captainId: string | null }[];
    const teamIds = new Set(teams.map((t) => t.id));
    const subs = cards
      .filter((c) => !c.teamId || !teamIds.has(c.teamId))
      .map((c) => c.fullName)
      .sort((a, b) => a.localeCompare(b));
    expect(subs.length).toBeGreaterThan(0);

    await page.goto('/teams');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const subsList = await listTexts(page, 'Subs');
    expect(subsList).toHaveLength(subs.length);
    subs.forEach((name, i) => expect(subsList[i]).toContain(name));

    const team = teams.find((t) => t.captainId);
    const captain = cards.find((c) => c.id === team?.captainId);
    const card = page.getByRole('article', { name: team?.name });
    await expect(card.getByText('Captain')).toBeVisible();
    await expect(card).toContainText(captain?.fullName ?? '');
    const others = cards.filter((c) => c.teamId === team?.id && c.id !== captain?.id);
    await expect(card.getByRole('list', { name: `${team?.name} members` }).getByRole('listitem')).toHaveCount(others.length);
    await expect(card).toContainText(`${others.length + 1} members`);
    await expect(card).toContainText('PTS');
  });

  test('teams: a team with no members says "No members assigned yet"; the subs are under "Meet the Subs"', async ({ page }) => {
    const ref = emulatorDb().collection('teams').doc(`e2e-empty-${Date.now()}`);
    const name = `Empty Eagles ${Date.now() % 100000}`;
    await ref.set({
      name,
      color: '#1A2B3C',
      logoUrl: '',
      description: 'Waiting for players.',
      captainId: null,
      isGuest: false,
      totalPoints: 0,
      memberCount: 0,
    });
    try {
      await page.goto('/teams');
      const card = page.getByRole('article', { name });
      await expect(card.getByText('No members assigned yet')).toBeVisible();
      await expect(card).toContainText('0 members');
      await expect(card).toContainText('Waiting for players.');
      await expect(card.getByText('Captain')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 2, name: 'Meet the Subs' })).toBeVisible();
    } finally {
      await ref.delete();
    }
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
    const profiles = await docs('profiles');
    const secrets = profiles
      .flatMap((p) => [p.email, p.phone, p.emergencyContactPhone])
      .filter((v): v is string => typeof v === 'string' && v.length > 4);
    expect(secrets.length).toBeGreaterThan(0);
    await page.setViewportSize({ width: 390, height: 844 });
    const titles = new Set<string>();
    const [tournament] = (await emulatorDb().collection('tournaments').where('status', '==', 'completed').limit(1).get()).docs;
    // Each page's own description: its stored hero text, the results page's own words, else the site's description.
    const sections = async (name: string) =>
      ((await emulatorDb().doc(`pageContent/${name}`).get()).get('sections') ?? {}) as Record<string, string>;
    const site = (await sections('site_settings')).site_description;
    expect(site).toBeTruthy();
    const described: Record<string, string | undefined> = {
      '/': site,
      '/sponsors': (await sections('sponsors')).hero_description,
      '/tournaments': (await sections('tournaments')).hero_description,
      [`/tournament/${tournament?.id}`]: String(tournament?.get('description') ?? '').trim() || site,
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
    const menu = page.getByRole('dialog');
    for (const name of ['About', 'News', 'Teams', 'Sponsors', 'Tournaments', 'Par 3 League', 'Results', 'Join Now', 'Sign In']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'Par 3 League', exact: true }).click();
    await expect(page).toHaveURL(/\/par3-league$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
