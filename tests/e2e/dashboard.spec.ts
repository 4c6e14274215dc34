import { DEMO_MEMBER } from '../../scripts/seed/accounts';
import { emulatorDb } from './support/admin-sdk';
import { expect, test } from './support/fixtures';

test.describe('dashboard', () => {
  test('a member on a team sees every section with the standings positions', async ({ memberPage: page }) => {
    const db = emulatorDb();
    const teamId = String((await db.collection('teamMembers').doc(DEMO_MEMBER.uid).get()).get('teamId'));
    const team = (await db.collection('teams').doc(teamId).get()).data() ?? {};
    const standings = (await db.collection('standings').doc('current').get()).data() ?? {};
    const me = (standings.individuals as { memberId: string; rank: number; points: number }[]).find((m) => m.memberId === DEMO_MEMBER.uid);
    const myTeam = (standings.teams as { teamId: string; rank: number; totalPoints: number }[]).find((t) => t.teamId === teamId);
    const mates = await db.collection('members').where('teamId', '==', teamId).get();
    const completed = await db.collection('tournaments').where('status', '==', 'completed').get();

    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${DEMO_MEMBER.fullName}` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'My Team', exact: true }).getByText(String(team.name))).toBeVisible();
    await expect(page.getByRole('region', { name: 'Membership' }).getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Handicap' }).getByText('14.2')).toBeVisible();

    const members = page.getByRole('region', { name: 'My Team Members' });
    await expect(members.getByRole('listitem')).toHaveCount(mates.size);

    const positions = page.getByRole('region', { name: 'My Leaderboard Positions' });
    expect(me).toBeDefined();
    expect(myTeam).toBeDefined();
    await expect(positions.getByRole('region', { name: 'Individual position' }).getByText(`#${me?.rank}`)).toBeVisible();
    await expect(positions.getByRole('region', { name: 'Individual position' }).getByText(`${me?.points} points`)).toBeVisible();
    await expect(positions.getByRole('region', { name: 'Team position' }).getByText(`#${myTeam?.rank}`)).toBeVisible();
    await expect(positions.getByRole('region', { name: 'Birdie position' })).toBeVisible();

    const available = page.getByRole('region', { name: 'Available Tournaments' });
    await expect(available.getByRole('listitem')).toHaveCount(3);
    await expect(available.getByText(/^\d+\/\d+$/).first()).toBeVisible();
    const register = available.getByRole('link', { name: /^Register for / }).first();
    await expect(register).toHaveAttribute('href', /^\/tournament\/.+\/register$/);

    await expect(page.getByRole('region', { name: 'Available Par 3 Events' }).getByRole('listitem')).toHaveCount(3);
    const registered = page.getByRole('region', { name: 'My Registered Tournaments' });
    await expect(registered.getByRole('link', { name: /^View details of / }).first()).toBeVisible();
    await expect(registered.getByRole('button', { name: /^Withdraw from / }).first()).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'My Registered Par 3 Events' })
        .getByText(/Tee time \d{2}:\d{2}/)
        .first(),
    ).toBeVisible();

    const past = page.getByRole('region', { name: 'Past Tournaments' });
    await expect(past.getByRole('link', { name: /^View results of / })).toHaveCount(Math.min(5, completed.size));
    await expect(past.getByRole('link', { name: 'View all past tournaments' })).toHaveCount(completed.size > 5 ? 1 : 0);

    const quick = page.getByRole('region', { name: 'Quick Actions' });
    for (const href of ['/profile', '/tournaments', '/par3-league', '/']) {
      await expect(quick.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
  });

  test('the dashboard works at 390 px wide', async ({ memberPage: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('region', { name: 'Quick Actions' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
  });
});
