import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { TZDate } from '@date-fns/tz';
import type { Timestamp } from 'firebase-admin/firestore';
import { DEMO_MEMBER } from '../../scripts/seed/accounts';
import { emulatorDb } from './support/admin-sdk';
import { daysFromNow } from '../support/builders';
import { expect, signIn, test } from './support/fixtures';
import { escapeRegExp, makeActiveMember, makeTournament, register } from './support/members';

/**
 * The dashboard's event lists, derived from Firestore: each event once, and a
 * calendar file for every registration whose reminder rings at the arrival time.
 */

const ZONE = 'Asia/Dubai';
const day = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(date);

interface Registered {
  name: string;
  date: Date;
  /** HH:MM: the tournament's tee-off or the member's Par 3 tee time. */
  start: string;
}

/** Upcoming events of a collection (today or later, society time) in which the demo member is registered, soonest first. */
async function registeredIn(collection: 'tournaments' | 'par3Events'): Promise<Registered[]> {
  const events = await emulatorDb().collection(collection).where('status', '==', 'upcoming').orderBy('date').get();
  const today = day(new Date());
  const rows: Registered[] = [];
  for (const event of events.docs) {
    const date = (event.get('date') as Timestamp).toDate();
    if (day(date) < today) continue;
    const registration = await event.ref.collection('registrations').doc(DEMO_MEMBER.uid).get();
    if (!registration.exists) continue;
    const start = collection === 'tournaments' ? String(event.get('teeOffTime')) : String(registration.get('teeTime'));
    rows.push({ name: String(event.get('name')), date, start });
  }
  return rows;
}

/** The UTC stamp of HH:MM on the event's society day, as the .ics file writes DTSTART. */
function icsStamp(date: Date, time: string): string {
  if (!/^\d{2}:\d{2}$/.test(time)) return `${date.toISOString().slice(0, 16).replace(/[-:]/g, '')}00Z`;
  const d = new TZDate(date.getTime(), ZONE);
  const [hh, mm] = time.split(':').map(Number);
  const start = new TZDate(d.getFullYear(), d.getMonth(), d.getDate(), hh ?? 0, mm ?? 0, ZONE);
  return new Date(start.getTime())
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

async function downloadIcs(page: Page, button: Locator): Promise<string> {
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.ics$/);
  return readFileSync((await file.path()) ?? '', 'utf8');
}

async function rowTexts(list: Locator): Promise<string[]> {
  return list.getByRole('listitem').allInnerTexts();
}

test.describe('dashboard event lists', () => {
  test('every registered tournament and Par 3 night is listed once, each with an .ics reminding at the arrival time', async ({
    memberPage: page,
  }) => {
    test.setTimeout(90_000);
    const lists = [
      { region: 'My Registered Tournaments', rows: await registeredIn('tournaments'), trigger: 'TRIGGER:-PT30M' },
      { region: 'My Registered Par 3 Events', rows: await registeredIn('par3Events'), trigger: 'TRIGGER:-PT15M' },
    ];
    for (const { region, rows, trigger } of lists) {
      expect(rows.length, `${region}: the seed registers the demo member`).toBeGreaterThan(0);
      const list = page.getByRole('region', { name: region });
      await expect(list.getByRole('listitem')).toHaveText(rows.map((r) => new RegExp(`^${escapeRegExp(r.name)}`)));
      const texts = await rowTexts(list);
      expect(new Set(texts).size).toBe(texts.length);

      for (const row of rows) {
        const ics = await downloadIcs(page, list.getByRole('button', { name: `Add ${row.name} to calendar` }));
        expect(ics).toContain('BEGIN:VALARM');
        expect(ics).toContain(trigger);
        expect(ics).toMatch(new RegExp(`DTSTART(;[^:]*)?:${icsStamp(row.date, row.start)}`));
      }
    }
  });

  test('a registration made elsewhere appears while the dashboard is open, and the rows shown stay meanwhile', async ({ page }) => {
    test.setTimeout(90_000);
    const member = await makeActiveMember('Dana Dashboard');
    const stamp = Date.now();
    const [shown, arriving] = [`Shown Cup ${stamp}`, `Arriving Cup ${stamp}`];
    // The second is one that no member held a place on (its counter at 0), so the dashboard did not follow it.
    const ids = [await makeTournament(shown, { date: daysFromNow(40) }), await makeTournament(arriving, { date: daysFromNow(41) })];
    const db = emulatorDb();
    try {
      await register(ids[0]!, member);
      await signIn(page, member);
      await page.goto('/dashboard');
      const mine = page.getByRole('region', { name: 'My Registered Tournaments' });
      await expect(mine.getByRole('listitem')).toHaveText([new RegExp(`^${shown}`)], { timeout: 30_000 });

      // From now on, any return of the panel's placeholder is recorded.
      await page.evaluate(() => {
        const flag = window as unknown as { placeholderShown: boolean };
        flag.placeholderShown = false;
        new MutationObserver(() => {
          if (document.body.textContent?.includes('Loading your registrations...')) flag.placeholderShown = true;
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      await register(ids[1]!, member);
      await expect(mine.getByRole('listitem')).toHaveText([new RegExp(`^${shown}`), new RegExp(`^${arriving}`)], { timeout: 30_000 });
      expect(await page.evaluate(() => (window as unknown as { placeholderShown: boolean }).placeholderShown)).toBe(false);
    } finally {
      await Promise.all(ids.map((id) => db.recursiveDelete(db.doc(`tournaments/${id}`))));
    }
  });

  test('Available Par 3 Events lists each upcoming night once, soonest first', async ({ memberPage: page }) => {
    const today = day(new Date());
    const events = (await emulatorDb().collection('par3Events').where('status', '==', 'upcoming').orderBy('date').get()).docs
      .filter((e) => day((e.get('date') as Timestamp).toDate()) >= today)
      .slice(0, 3);
    expect(events.length).toBeGreaterThan(0);
    const list = page.getByRole('region', { name: 'Available Par 3 Events' });
    await expect(list.getByRole('listitem')).toHaveText(events.map((e) => new RegExp(`^${escapeRegExp(String(e.get('name')))}`)));
    const hrefs = await list.getByRole('link', { name: /^Register for / }).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(events.map((e) => `/par3-event/${encodeURIComponent(e.id)}/register`));
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });
});
