/**
 * Members' private calendar feeds over HTTP on the emulators (issue 20), parsed
 * with a calendar parser: `replaceCalendarToken` creates the address on the
 * first call and replaces it on the next (the old one then answers the same bare
 * 404 as an unknown token); the feed holds the member's own registrations (a Par
 * 3 night at their tee time), their waiting places marked as such, with stable
 * UIDs and the arrival alarm, and follows the data.
 */
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { CALENDAR_TOKEN } from '@/lib/schemas/calendar';
import { useEmulatorEnv } from '../../scripts/lib/emulators';
import { PROJECT_ID } from '../../scripts/lib/run';
import { clearAllSettled, makePar3Event, makeTournament } from './callables-helpers';
import { call, closeAdmin, createUser, db, readAs, type TestUser } from './helpers';

afterAll(closeAdmin);

const base = `http://${useEmulatorEnv().functions}/${PROJECT_ID}/us-central1/calendar`;
const feedUrl = (token: string) => `${base}/calendar/${token}.ics`;

async function feed(token: string) {
  const response = await fetch(feedUrl(token));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  const events = Object.values(ical.sync.parseICS(await response.text())).filter((c): c is VEvent => c?.type === 'VEVENT');
  return new Map(events.map((e) => [e.uid, e]));
}

async function newToken(user: TestUser): Promise<string> {
  const outcome = await call('replaceCalendarToken', {}, user.token);
  if (!outcome.ok) throw new Error(`replaceCalendarToken: ${outcome.code} ${outcome.message}`);
  const { token, url } = outcome.data as { token: string; url: string };
  expect(token).toMatch(CALENDAR_TOKEN);
  expect(url.endsWith(`/calendar/${token}.ics`)).toBe(true);
  return token;
}

async function expectBare404(token: string) {
  const response = await fetch(feedUrl(token));
  expect(response.status).toBe(404);
  expect(await response.text()).toBe('Not found');
}

describe("a member's private calendar feed", () => {
  let ann: TestUser;
  let ben: TestUser;
  const day = new Date('2026-12-10T04:00:00Z');

  beforeEach(async () => {
    await clearAllSettled();
    ann = await createUser('ann', { profile: { fullName: 'Ann Able' } });
    ben = await createUser('ben', { profile: { fullName: 'Ben Bold' } });
  }, 60_000);

  it('is created by the first call, lives in calendarTokens/{uid}, and a replaced or wrong token gets the bare 404', async () => {
    expect(await call('replaceCalendarToken', {})).toMatchObject({ ok: false, code: 'unauthenticated' });
    const first = await newToken(ann);
    expect((await readAs('calendarTokens', 'calendarTokens/ann'))?.token).toBe(first);
    expect((await feed(first)).size).toBe(0);

    const second = await newToken(ann);
    expect(second).not.toBe(first);
    expect((await readAs('calendarTokens', 'calendarTokens/ann'))?.token).toBe(second);
    await expectBare404(first);
    expect((await feed(second)).size).toBe(0);

    // Another member's token is theirs alone; a made-up token of the right form, or a malformed one, reveals nothing.
    const bens = await newToken(ben);
    expect(bens).not.toBe(second);
    await expectBare404('A'.repeat(32));
    await expectBare404(`${second}x`);
    await expectBare404(`${second.slice(0, 31)}!`);
    // A member whose profile is gone (a deleted member) has no feed any more.
    expect((await feed(bens)).size).toBe(0);
    await db.doc('profiles/ben').delete();
    await expectBare404(bens);
  }, 60_000);

  it("holds the member's registrations and waiting places with stable UIDs, and follows withdrawals and moves", async () => {
    await makeTournament('cup', {
      name: 'Winter Cup',
      date: day,
      teeOffTime: '08:00',
      location: 'Jumeirah Golf Estates',
      maxParticipants: 10,
    });
    await makeTournament('full', { name: 'Full Cup', date: day, teeOffTime: '10:00', maxParticipants: 1 });
    await makeTournament('other', { name: 'Not Mine', date: day });
    await makePar3Event('night', { t1: { teeTime: '18:30' }, t2: { teeTime: '18:40' } }, { name: 'Week 12', date: day });

    expect((await call('registerForTournament', { tournamentId: 'cup', handicap: 10 }, ann.token)).ok).toBe(true);
    expect((await call('registerForPar3', { eventId: 'night', teeTimeId: 't2' }, ann.token)).ok).toBe(true);
    expect((await call('registerForTournament', { tournamentId: 'full', handicap: 8 }, ben.token)).ok).toBe(true);
    expect((await call('joinTournamentWaitlist', { tournamentId: 'full', handicap: 10 }, ann.token)).ok).toBe(true);
    const token = await newToken(ann);

    let events = await feed(token);
    expect([...events.keys()].sort()).toEqual(['par3-night@clubhouse', 'tournament-cup@clubhouse', 'tournament-full@clubhouse']);
    const cup = events.get('tournament-cup@clubhouse');
    expect(cup?.summary).toBe('Winter Cup');
    expect(cup?.location).toBe('Jumeirah Golf Estates');
    // 08:00 in Dubai is 04:00 UTC; the alarm rings at the arrival, 30 minutes before.
    expect(new Date(cup?.start ?? 0).toISOString()).toBe('2026-12-10T04:00:00.000Z');
    expect(cup?.alarms).toHaveLength(1);
    // The Par 3 night at Ann's own tee time, not the first one.
    expect(new Date(events.get('par3-night@clubhouse')?.start ?? 0).toISOString()).toBe('2026-12-10T14:40:00.000Z');
    const waiting = events.get('tournament-full@clubhouse');
    expect(waiting?.summary).toBe('Waiting list: Full Cup');
    expect(waiting?.status).toBe('TENTATIVE');
    expect(waiting?.alarms ?? []).toHaveLength(0);
    // Ben's feed holds only Ben's place.
    expect([...(await feed(await newToken(ben))).keys()]).toEqual(['tournament-full@clubhouse']);

    // Ben withdraws: Ann moves up, and the same entry becomes hers for good; Ann withdraws from the cup: it goes.
    expect((await call('withdrawFromTournament', { tournamentId: 'full' }, ben.token)).ok).toBe(true);
    expect((await call('withdrawFromTournament', { tournamentId: 'cup' }, ann.token)).ok).toBe(true);
    events = await feed(token);
    expect([...events.keys()].sort()).toEqual(['par3-night@clubhouse', 'tournament-full@clubhouse']);
    const moved = events.get('tournament-full@clubhouse');
    expect(moved?.summary).toBe('Full Cup');
    expect(moved?.status).not.toBe('TENTATIVE');
    expect(moved?.alarms).toHaveLength(1);
  }, 60_000);
});
