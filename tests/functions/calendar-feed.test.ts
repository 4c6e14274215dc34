/**
 * The society's calendar feed over HTTP on the emulators (issue 20), parsed with
 * a calendar parser: text/calendar, every upcoming tournament and Par 3 night with
 * a stable UID, times in the society's time zone and the arrival alarm; it follows
 * the data (a moved tee time, a cancelled event); an unknown path is a bare 404.
 */
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { useEmulatorEnv } from '../../scripts/lib/emulators';
import { PROJECT_ID } from '../../scripts/lib/run';
import { clearAllSettled, makePar3Event, makeTournament } from './callables-helpers';
import { closeAdmin, daysFromNow, db } from './helpers';

afterAll(closeAdmin);

const base = `http://${useEmulatorEnv().functions}/${PROJECT_ID}/us-central1/calendar`;

async function feed() {
  const response = await fetch(`${base}/calendar/society.ics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
  return Object.values(ical.sync.parseICS(await response.text())).filter((c): c is VEvent => c?.type === 'VEVENT');
}

describe('society calendar feed', () => {
  beforeEach(async () => {
    await clearAllSettled();
  });

  it('lists upcoming events with stable UIDs, society-time starts and the arrival alarm, and follows changes', async () => {
    const day = new Date('2026-12-10T04:00:00Z');
    await makeTournament('cup', { name: 'Winter Cup', date: day, teeOffTime: '08:00', location: 'Jumeirah Golf Estates' });
    await makeTournament('old', { name: 'Old Cup', date: daysFromNow(-10), status: 'completed' });
    await makePar3Event('night', { t2: { teeTime: '18:40' }, t1: { teeTime: '18:30' } }, { name: 'Week 12', date: day });

    let events = await feed();
    expect(events.map((e) => e.uid).sort()).toEqual(['par3-night@clubhouse', 'tournament-cup@clubhouse']);
    const cup = events.find((e) => e.uid === 'tournament-cup@clubhouse');
    expect(cup?.summary).toBe('Winter Cup');
    expect(cup?.location).toBe('Jumeirah Golf Estates');
    // 08:00 in Dubai is 04:00 UTC.
    expect(new Date(cup?.start ?? 0).toISOString()).toBe('2026-12-10T04:00:00.000Z');
    expect(cup?.alarms).toHaveLength(1);
    const night = events.find((e) => e.uid === 'par3-night@clubhouse');
    expect(new Date(night?.start ?? 0).toISOString()).toBe('2026-12-10T14:30:00.000Z');

    // A moved tee-off shows at the next refresh, under the same UID; a cancelled event goes.
    await db.doc('tournaments/cup').update({ teeOffTime: '09:15' });
    await db.doc('par3Events/night').delete();
    events = await feed();
    expect(events.map((e) => e.uid)).toEqual(['tournament-cup@clubhouse']);
    expect(new Date(events[0]?.start ?? 0).toISOString()).toBe('2026-12-10T05:15:00.000Z');
  }, 60_000);

  it('answers an unknown or wrong token with a bare 404', async () => {
    for (const path of ['/calendar/not-a-token.ics', '/calendar/', '/calendar/society.ics.bak']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('Not found');
    }
  }, 60_000);
});
