import { describe, expect, it } from 'vitest';
import { relativeDate, societyCalendar } from '@/lib/society-calendar';

const dubai = societyCalendar('Asia/Dubai');

describe('the society calendar (Asia/Dubai, UTC+4)', () => {
  it("decides upcoming and past on the society day, not the viewer's", () => {
    const now = new Date('2026-03-14T19:30:00Z'); // 23:30 on the 14th in Dubai
    expect(dubai.societyDay(now)).toBe('2026-03-14');
    expect(dubai.isUpcoming(new Date('2026-03-14T02:00:00Z'), now)).toBe(true); // earlier today: still today
    expect(dubai.isPast(new Date('2026-03-13T19:59:00Z'), now)).toBe(true); // 23:59 on the 13th
    expect(dubai.isUpcoming(new Date('2026-03-14T20:00:00Z'), now)).toBe(true); // 00:00 on the 15th
  });

  it('turns a day and a wall-clock time into the right moment, and back', () => {
    const teeOff = dubai.societyMoment('2026-03-14', '07:30');
    expect(teeOff?.toISOString()).toBe('2026-03-14T03:30:00.000Z');
    expect(dubai.societyTime(teeOff as Date)).toBe('07:30');
    expect(dubai.societyDay(teeOff as Date)).toBe('2026-03-14');
    expect(dubai.societyMoment('14/03/2026')).toBeNull();
    expect(dubai.societyMoment('2026-03-14', '7:30pm')).toBeNull();
  });

  it('formats in the society time zone', () => {
    const moment = new Date('2026-03-14T21:00:00Z'); // already the 15th in Dubai
    expect(dubai.formatDate(moment, 'long')).toBe('15 March 2026');
    expect(dubai.formatDate(moment, 'weekday')).toBe('Sunday, 15 March 2026');
    expect(societyCalendar('Europe/London').formatDate(moment, 'long')).toBe('14 March 2026');
  });

  it('says how long ago in words', () => {
    const now = new Date('2026-03-14T12:00:00Z');
    expect(relativeDate(new Date('2026-03-11T12:00:00Z'), now)).toBe('3 days ago');
    expect(relativeDate(new Date('2026-03-13T12:00:00Z'), now)).toBe('yesterday');
    expect(relativeDate(now, now)).toBe('now');
  });
});
