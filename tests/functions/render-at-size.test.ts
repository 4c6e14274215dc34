/**
 * The render function at ten times the demo season (issue 31 part 4): 460
 * members in ten teams and the subs, a Par 3 leaderboard of 460 players and 65
 * nights. /teams and /par3-league draw their first part (each team's first
 * players, the first subs, the top of the leaderboard) with "Show all" links;
 * `?all=1` draws everyone, so every member stays reachable. The digests are
 * written here as the functions would leave them (this is about rendering, not
 * deriving). The figures (render p50/p95 from Server-Timing, HTML size) are
 * printed; the bench reports them against the target.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEADERBOARD_PREVIEW } from '@/features/par3/components/Par3Leaderboard';
import { SUBS_PREVIEW, TEAM_PREVIEW } from '@/features/teams/components/TeamsOverview';
import { useEmulatorEnv } from '../../scripts/lib/emulators';
import { daysFromNow, par3EventFor } from '../support/builders';
import { PROJECT_ID, clearAll, closeAdmin, db, teamFor } from './helpers';

const FUNCTION = `http://${useEmulatorEnv().functions}/${PROJECT_ID}/us-central1/render`;
const page = (path: string) => fetch(`${FUNCTION}${path}`, { redirect: 'manual' });

const TEAMS = 10;
const PER_TEAM = 40;
const SUBS = 60;
const MEMBERS = TEAMS * PER_TEAM + SUBS; // 460
const NIGHTS = 65;

/** The page's drawn HTML, without the data it carries (the bundle holds every card either way). */
const drawn = (html: string) => html.split('<script type="application/json" id="page-data">')[0] ?? '';
const names = (html: string, prefix: string) => new Set(drawn(html).match(new RegExp(`${prefix} \\d{3}(?!\\d)`, 'g')) ?? []);
const pad = (i: number) => String(i).padStart(3, '0');
/** Whether the drawn page holds `text` (a failure names the text, not the whole page). */
const shows = (html: string, text: string | RegExp) => (typeof text === 'string' ? drawn(html).includes(text) : text.test(drawn(html)));

async function timed(path: string, runs: number) {
  const renderMs: number[] = [];
  const totalMs: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const response = await page(path);
    const html = await response.text();
    totalMs.push(performance.now() - start);
    expect(response.status, path).toBe(200);
    bytes = Buffer.byteLength(html);
    const render = /render;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1];
    renderMs.push(Number(render));
  }
  const at = (values: number[], p: number) =>
    [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(p * values.length) - 1)]!;
  return { p50: at(totalMs, 0.5), p95: at(totalMs, 0.95), renderP50: at(renderMs, 0.5), renderP95: at(renderMs, 0.95), bytes };
}

afterAll(closeAdmin);
beforeAll(async () => {
  await clearAll();
  const now = Timestamp.now();
  const cards: Record<string, object> = {};
  for (let i = 0; i < MEMBERS; i++) {
    const teamId = i < TEAMS * PER_TEAM ? `team-${i % TEAMS}` : null;
    cards[`m${pad(i)}`] = { fullName: `Roster Person ${pad(i)}`, avatarUrl: '', handicap: 12.4, teamId, isCaptain: false, isGuest: false };
  }
  const entries = Array.from({ length: MEMBERS }, (_, i) => ({
    memberId: `m${pad(i)}`,
    fullName: `League Player ${pad(i)}`,
    avatarUrl: '',
    totalPoints: 2000 - i,
    averagePoints: 18.5,
    bestGross: 27,
    rounds: 30,
    birdies: 3,
    rank: i + 1,
  }));
  const writes: Promise<unknown>[] = [
    db.doc('rosters/current').set({ cards, updatedAt: now }),
    db.doc('par3Standings/current').set({ entries, scoreCount: MEMBERS * 30, sourceTime: now, updatedAt: now }),
    ...Array.from({ length: TEAMS }, (_, t) =>
      db.doc(`teams/team-${t}`).set({ ...teamFor(`Squad ${t}`), memberCount: PER_TEAM, totalPoints: 100 + t }),
    ),
    ...Array.from({ length: NIGHTS }, (_, n) =>
      db.doc(`par3Events/night-${n}`).set(par3EventFor(`Wednesday Night ${n}`, { date: daysFromNow(7 * (n - 40)) })),
    ),
  ];
  await Promise.all(writes);
});

describe('the render function at 10x (460 members, 65 Par 3 nights)', { timeout: 180_000 }, () => {
  it('/teams draws each team\'s first players and the first subs, with "Show all"; ?all=1 draws all 460 members', async () => {
    const first = await (await page('/teams')).text();
    expect(names(first, 'Roster Person').size).toBe(TEAMS * TEAM_PREVIEW + SUBS_PREVIEW);
    expect(shows(first, `Show all ${PER_TEAM} members`), 'Show all 40 members').toBe(true);
    expect(shows(first, `Show all ${SUBS} subs`), 'Show all 60 subs').toBe(true);
    expect(shows(first, /href="\/teams\?all=1#subs"/), 'the link to ?all=1#subs').toBe(true);
    const all = await (await page('/teams?all=1')).text();
    expect(names(all, 'Roster Person').size).toBe(MEMBERS);
    expect(shows(all, 'Show all'), 'no Show all on ?all=1').toBe(false);
  });

  it('/par3-league draws the top of the leaderboard with "Show all"; ?all=1 draws all 460 players', async () => {
    const first = await (await page('/par3-league')).text();
    const top = names(first, 'League Player');
    expect(top.size).toBe(LEADERBOARD_PREVIEW);
    expect(top).toContain('League Player 000');
    expect(shows(first, `Show all ${MEMBERS} players`), 'Show all 460 players').toBe(true);
    const all = await (await page('/par3-league?all=1')).text();
    expect(names(all, 'League Player').size).toBe(MEMBERS);
  });

  // The render times are printed for the bench's report, never asserted: this machine is too noisy for a timed
  // assertion (a first part at 90 ms against the whole list's 86 ms failed CI once). What is asserted is the work:
  // the first part's HTML is smaller, as it draws fewer rows (counted in the tests above).
  it('the first part is smaller than the whole list (render figures printed)', async () => {
    const RUNS = 15;
    await timed('/teams', 2); // warm
    const teams = await timed('/teams', RUNS);
    const par3 = await timed('/par3-league', RUNS);
    const teamsAll = await timed('/teams?all=1', 5);
    const par3All = await timed('/par3-league?all=1', 5);
    const load = (await import('node:os'))
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
    const line = (path: string, f: Awaited<ReturnType<typeof timed>>) =>
      `  ${path}: response p50 ${f.p50.toFixed(0)} ms, p95 ${f.p95.toFixed(0)} ms; render p50 ${f.renderP50.toFixed(0)} ms, p95 ${f.renderP95.toFixed(0)} ms; HTML ${(f.bytes / 1024).toFixed(1)} KiB`;
    console.log(
      [
        `render function at 10x (${RUNS} requests each, load average ${load}):`,
        line('/teams', teams),
        line('/par3-league', par3),
        line('/teams?all=1', teamsAll),
        line('/par3-league?all=1', par3All),
      ].join('\n'),
    );
    for (const f of [teams, par3, teamsAll, par3All]) expect(f.renderP50, 'Server-Timing carries render;dur').toBeGreaterThan(0);
    expect(teams.bytes).toBeLessThan(teamsAll.bytes);
    expect(par3.bytes).toBeLessThan(par3All.bytes);
  });
});
