/**
 * The day-before reminder's core with a controlled clock (issue 20): due about
 * 24 hours before the arrival time (30 minutes before tee-off, 15 before a Par 3
 * tee time, in the society's time zone), once per registration and arrival, none
 * for a registration made after the reminder time or a member who turned them off.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { REMIND_BEFORE_MS, sendDueReminders } from '../../functions/src/mail/reminders';
import { clearAllSettled, makePar3Event, makeTournament } from './callables-helpers';
import { call, closeAdmin, createUser, db, type TestUser } from './helpers';

afterAll(closeAdmin);

const reminders = async (uid: string) =>
  (await db.collection('mail').where('to', '==', `${uid}@example.com`).get()).docs
    .map((d) => d.data() as { subject: string; text: string; html: string })
    .filter((m) => m.subject.startsWith('Reminder'));

// Thursday 10 December 2026, tee off 08:00 in Dubai (04:00 UTC): arrival 07:30, reminder from 03:30 UTC the day before.
const DAY = new Date('2026-12-10T04:00:00Z');
const ARRIVAL = new Date('2026-12-10T03:30:00Z');
const REMIND_AT = new Date(ARRIVAL.getTime() - REMIND_BEFORE_MS);
const minutes = (m: number) => m * 60_000;

describe('sendDueReminders', () => {
  let ann: TestUser;
  let ben: TestUser;
  let cat: TestUser;

  beforeEach(async () => {
    await clearAllSettled();
    ann = await createUser('ann', { profile: { fullName: 'Ann Able' } });
    ben = await createUser('ben');
    cat = await createUser('cat', { profile: { emailPreferences: { confirmations: true, reminders: false } } });
  });

  it('reminds each registered member once, about 24 hours before arrival, with the arrival time, venue and link', async () => {
    await makeTournament('cup', { name: 'Winter Cup', date: DAY, teeOffTime: '08:00', location: 'Jumeirah Golf Estates' });
    for (const m of [ann, ben, cat])
      expect((await call('registerForTournament', { tournamentId: 'cup', handicap: 10 }, m.token)).ok).toBe(true);
    // Ben registered after the reminder time (as if late on the day before).
    await db.doc('tournaments/cup/registrations/ben').update({ registeredAt: new Date(REMIND_AT.getTime() + minutes(5)) });

    expect(await sendDueReminders(db, new Date(REMIND_AT.getTime() - minutes(1)))).toBe(0);
    expect(await reminders('ann')).toEqual([]);

    const now = new Date(REMIND_AT.getTime() + minutes(10));
    expect(await sendDueReminders(db, now)).toBe(2); // ann and cat (who turned reminders off: no mail)
    const [mail] = await reminders('ann');
    expect(mail?.subject).toBe('Reminder: tomorrow: Winter Cup (Clubhouse Golf Society)');
    expect(mail?.text).toContain('Please arrive by 07:30 (30 minutes before tee-off)');
    expect(mail?.text).toContain('Jumeirah Golf Estates');
    expect(mail?.text).toContain('/tournament/cup');
    expect(mail?.html).toContain('Winter Cup');
    expect(await reminders('ben')).toEqual([]);
    expect(await reminders('cat')).toEqual([]);

    // Running the job again sends nothing new.
    expect(await sendDueReminders(db, new Date(now.getTime() + minutes(15)))).toBe(0);
    expect(await reminders('ann')).toHaveLength(1);
    // After the arrival time nothing is due.
    expect(await sendDueReminders(db, new Date(ARRIVAL.getTime() + minutes(1)))).toBe(0);
  }, 90_000);

  it('reminds a Par 3 player 24 hours before 15 minutes ahead of their tee time', async () => {
    await makePar3Event('night', { t1: { teeTime: '18:30' } }, { name: 'Week 12', date: new Date('2026-12-10T14:00:00Z') });
    expect((await call('registerForPar3', { eventId: 'night', teeTimeId: 't1' }, ann.token)).ok).toBe(true);
    // 18:15 Dubai = 14:15 UTC on the 10th; the reminder is due from 14:15 UTC on the 9th.
    expect(await sendDueReminders(db, new Date('2026-12-09T14:14:00Z'))).toBe(0);
    expect(await sendDueReminders(db, new Date('2026-12-09T14:16:00Z'))).toBe(1);
    const [mail] = await reminders('ann');
    expect(mail?.text).toContain('Please arrive by 18:15 (15 minutes before your tee time)');
    expect(await sendDueReminders(db, new Date('2026-12-09T14:30:00Z'))).toBe(0);
  }, 90_000);

  it('is an admin callable ("Send due reminders now"): members are refused', async () => {
    expect(await call('sendDueReminders', {}, ann.token)).toMatchObject({ ok: false, code: 'permission-denied' });
    const boss = await createUser('boss', { admin: true });
    expect(await call('sendDueReminders', {}, boss.token)).toMatchObject({ ok: true, data: { sent: 0 } });
  }, 60_000);
});
