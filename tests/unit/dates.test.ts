import { describe, expect, it } from 'vitest';
import { relativeDate, societyCalendar, type DateFormat } from '@/lib/society-calendar';
import { knowZoneOffsets, offsetAt, zoneOffsetsAround } from '@/lib/zone-offsets';

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

/** Moments across every month, weekday and hour, in both halves of the year, 2020-2032. */
function moments(): Date[] {
  const out: Date[] = [];
  for (let i = 0; i < 400; i++) out.push(new Date(Date.UTC(2020, 0, 1) + i * 11 * 86_400_000 + i * 37 * 60_000 + (i % 24) * 3_600_000));
  return out;
}
const ZONES = [
  'Asia/Dubai',
  'Europe/London',
  'America/New_York',
  'Asia/Kolkata',
  'America/St_Johns',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'UTC',
];
const EN_GB = {
  long: { dateStyle: 'long' },
  medium: { dateStyle: 'medium' },
  weekday: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  short: { weekday: 'short', day: 'numeric', month: 'short' },
  dateTime: { dateStyle: 'long', timeStyle: 'short', hourCycle: 'h23' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
} as const satisfies Record<DateFormat, Intl.DateTimeFormatOptions>;

describe('the society calendar without Intl (decision 0034)', () => {
  it("writes every format as Intl's en-GB does, and the day as en-CA does, in zones with and without summer time", () => {
    for (const zone of ZONES) {
      const calendar = societyCalendar(zone);
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
      const intl = Object.entries(EN_GB).map(
        ([format, options]) => [format, new Intl.DateTimeFormat('en-GB', { ...options, timeZone: zone })] as const,
      );
      for (const moment of moments()) {
        for (const [format, formatter] of intl) {
          expect(`${zone} ${format} ${calendar.formatDate(moment, format as DateFormat)}`).toBe(
            `${zone} ${format} ${formatter.format(moment)}`,
          );
        }
        expect(calendar.societyDay(moment)).toBe(day.format(moment));
      }
    }
  });

  it('turns a wall-clock time into its moment in summer and in winter, and an invalid date is refused as Intl refuses it', () => {
    const london = societyCalendar('Europe/London');
    expect(london.societyMoment('2026-07-01', '07:30')?.toISOString()).toBe('2026-07-01T06:30:00.000Z');
    expect(london.societyMoment('2026-01-15', '07:30')?.toISOString()).toBe('2026-01-15T07:30:00.000Z');
    const newYork = societyCalendar('America/New_York');
    expect(newYork.societyMoment('2026-03-08', '12:00')?.toISOString()).toBe('2026-03-08T16:00:00.000Z'); // the day clocks go forward
    expect(newYork.societyMoment('2026-11-01', '12:00')?.toISOString()).toBe('2026-11-01T17:00:00.000Z'); // the day they go back
    for (const zone of ZONES) {
      const calendar = societyCalendar(zone);
      for (const moment of moments()) {
        const back = calendar.societyMoment(calendar.societyDay(moment), calendar.societyTime(moment));
        expect(back?.getTime()).toBe(Math.floor(moment.getTime() / 60_000) * 60_000);
      }
    }
    expect(() => dubai.formatDate(new Date(NaN))).toThrow(RangeError);
  });

  it("finds each change of a zone's offset to the millisecond, and answers from the offsets a page brought without Intl", () => {
    const london = zoneOffsetsAround('Europe/London', Date.parse('2026-06-01T12:00:00Z'));
    expect(
      london.steps.filter(([from]) => from >= Date.parse('2026-01-01T00:00:00Z') && from < Date.parse('2027-01-01T00:00:00Z')),
    ).toEqual([
      [Date.parse('2026-03-29T01:00:00Z'), 60],
      [Date.parse('2026-10-25T01:00:00Z'), 0],
    ]);
    expect(zoneOffsetsAround('Asia/Dubai', Date.parse('2026-06-01T12:00:00Z')).steps).toEqual([[Date.parse('2025-04-27T00:00:00Z'), 240]]);

    // A zone Intl does not know: the offsets kept answer inside their span; outside it, Intl is asked (and refuses).
    const from = Date.parse('2026-01-01T00:00:00Z');
    knowZoneOffsets({
      zone: 'Test/Brought',
      steps: [
        [from, 240],
        [from + 1000, 300],
      ],
      until: from + 5000,
      unknown: 'kept',
    });
    expect(offsetAt('Test/Brought', from + 999)).toBe(240);
    expect(offsetAt('Test/Brought', from + 1000)).toBe(300);
    expect(societyCalendar('Test/Brought').formatDate(new Date(from + 1000), 'dateTime')).toBe('1 January 2026 at 05:00');
    expect(() => offsetAt('Test/Brought', from + 5000)).toThrow(RangeError);
    // Anything else is ignored.
    for (const bad of [
      null,
      'x',
      { zone: 'Test/Bad', steps: [], until: 1 },
      { zone: 'Test/Bad', steps: [['a', 1]], until: 1 },
      { zone: 'Test/Bad', steps: [[0, 1]] },
    ]) {
      knowZoneOffsets(bad);
    }
    expect(() => offsetAt('Test/Bad', 0)).toThrow(RangeError);
  });
});
