import { TZDate } from '@date-fns/tz';
import { emulatorDb, readAll } from './support/admin-sdk';
import { expect, test } from './support/fixtures';
import { makeTournament } from './support/members';
import { current, SOCIETY_TZ } from './support/public-pages';

/**
 * The tournament pages against the seeded season: the schedule, a tournament
 * page (visitor and member) and the past tournaments with their results.
 */

test.describe('public site: tournaments', () => {
  test('tournaments: the schedule follows an edit made with the Admin SDK, without a reload', async ({ page }) => {
    const tournaments = (await readAll('tournaments')).sort((a, b) => a.date.getTime() - b.date.getTime());
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
    const next = tournaments.find((t) => t.status === 'upcoming' && t.date.getTime() >= startOfToday.getTime());
    expect(next).toBeDefined();
    await expect(page.getByRole('region', { name: 'Next Tournament' }).getByRole('heading', { level: 3 })).toHaveText(next?.name ?? '');

    // League numbers: the seeded season's real figures (teams, league events, the usual team size).
    const standings = await current('standings');
    const standingTeams = standings.teams as { memberCount: number }[];
    const leagueEvents = (await readAll('tournaments')).filter((t) => t.isLeagueEvent).length;
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
    const all = await readAll('tournaments');
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
    const day = new TZDate(upcoming.date.getTime(), SOCIETY_TZ);
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
    const completed = (await readAll('tournaments'))
      .filter((t) => t.status === 'completed')
      .sort((a, b) => b.date.getTime() - a.date.getTime());
    expect(completed.length).toBeGreaterThan(0);
    await page.goto('/past-tournaments');
    const list = page.getByRole('list', { name: 'Completed tournaments' });
    await expect(list.getByRole('heading', { level: 3 })).toHaveText(completed.map((t) => t.name));

    // The newest completed one that was played (an admin may mark a future one completed: its page says upcoming).
    const first = completed.find((t) => t.date.getTime() < Date.now());
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
});
