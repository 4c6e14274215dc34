import { describe, expect, it } from 'vitest';
import { ARRIVAL, eventIcs } from '@/lib/calendar';
import { safeCell, toCsv } from '@/lib/csv';
import { fileSlug } from '@/lib/download';

describe('CSV', () => {
  it('starts with a byte-order mark and quotes what needs quoting', () => {
    const csv = toCsv(
      ['Member Name', 'Team', 'Handicap'],
      [
        ['Zoë "Z" Müller', 'Falcon, Flyers', 12.4],
        ['Omar', '', 'N/A'],
      ],
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual(['Member Name,Team,Handicap', '"Zoë ""Z"" Müller","Falcon, Flyers",12.4', 'Omar,,N/A']);
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const cell of ['=HYPERLINK("x")', '+1', '-2+3', '@SUM(A1)', '\tx', '\rx']) {
      expect(safeCell(cell).startsWith("'")).toBe(true);
    }
    expect(safeCell('Omar')).toBe('Omar');
    expect(safeCell(-3)).toBe("'-3");
    expect(toCsv(['Member Name'], [['=1+1']])).toContain("'=1+1");
  });
});

describe('calendar file', () => {
  it('carries the start in UTC, the location and a reminder at arrival', async () => {
    const ics = await eventIcs({
      title: 'Spring Medal',
      start: new Date('2026-03-14T03:30:00Z'), // 07:30 in Dubai
      durationMinutes: 300,
      location: 'Emirates Golf Club',
      arrive: ARRIVAL.tournament,
    });
    const text = ics.replace(/\r\n[ \t]/g, '');
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toContain('DTSTART:20260314T033000Z');
    expect(text).toContain('LOCATION:Emirates Golf Club');
    expect(text).toMatch(/TRIGGER:-PT30M/);
    expect(text).toContain('Please arrive 30 minutes before tee-off.');
  });

  it('asks Par 3 players to arrive 15 minutes before their tee time', async () => {
    const ics = await eventIcs({
      title: 'Par 3 Night',
      start: new Date('2026-03-18T14:00:00Z'),
      durationMinutes: 120,
      location: 'Jumeirah Golf Estates',
      arrive: ARRIVAL.par3,
    });
    const text = ics.replace(/\r\n[ \t]/g, '');
    expect(text).toMatch(/TRIGGER:-PT15M/);
    expect(text).toContain('Please arrive 15 minutes before your tee time.');
  });

  it('names files after their titles', () => {
    expect(fileSlug('Spring Medal 2026!')).toBe('spring-medal-2026');
    expect(fileSlug('***')).toBe('download');
  });
});
