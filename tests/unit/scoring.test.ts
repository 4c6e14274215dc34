import { describe, expect, it } from 'vitest';
import {
  canMoveStatus,
  cardRoles,
  cardValues,
  countbackKey,
  courseHandicap,
  disagreements,
  holePoints,
  isCardComplete,
  pace,
  playingHandicap,
  positionLabel,
  rankField,
  scoreCard,
  strokesReceived,
  type Hole,
  type Strokes,
} from '@/lib/scoring';
import { cardDoc, courseDoc, courseProblems, groupDoc } from '@/lib/schemas/scoring';

/** 18 holes of par 4 with stroke indexes 1..18 in hole order (par 72). */
const flat18: Hole[] = Array.from({ length: 18 }, (_, i) => ({ par: 4, strokeIndex: i + 1 }));
const nine: Hole[] = [3, 15, 7, 11, 1, 17, 9, 5, 13].map((si) => ({ par: 4, strokeIndex: si }));
const strokesOf = (values: (number | null)[]): Strokes => Object.fromEntries(values.map((v, i) => [String(i + 1), v])) as Strokes;

describe('course handicap (Rules of Handicapping 6.1)', () => {
  it('18 holes: HI x Slope / 113 + (CR - Par), unrounded', () => {
    expect(courseHandicap(12.4, flat18, { courseRating: 71.3, slopeRating: 128 })).toBeCloseTo(13.346, 3);
    expect(courseHandicap(20, flat18, { courseRating: 72.5, slopeRating: 113 })).toBeCloseTo(20.5, 9);
  });
  it('9 holes with 9-hole ratings uses HI / 2', () => {
    const par36: Hole[] = nine; // 9 x par 4 = 36
    expect(courseHandicap(15.3, par36, { courseRating: 35.2, slopeRating: 120 })).toBeCloseTo(7.324, 3);
  });
  it('a plus handicap is negative', () => {
    expect(courseHandicap(-2, flat18, { courseRating: 72, slopeRating: 130 })).toBeCloseTo(-2.301, 3);
  });
  it('an unrated course: HI x holes / 18 (decision 0019)', () => {
    expect(courseHandicap(20, flat18, null)).toBe(20);
    expect(
      courseHandicap(
        15,
        nine.map((h) => ({ ...h, par: 3 })),
        undefined,
      ),
    ).toBe(7.5);
  });
});

describe('playing handicap (Appendix C)', () => {
  it('rounds once, from the unrounded course handicap: 19, not 20', () => {
    expect(playingHandicap(courseHandicap(20, flat18, { courseRating: 72.5, slopeRating: 113 }), 95)).toBe(19);
  });
  it('the other published examples', () => {
    expect(playingHandicap(courseHandicap(12.4, flat18, { courseRating: 71.3, slopeRating: 128 }), 95)).toBe(13);
    expect(playingHandicap(courseHandicap(15.3, nine, { courseRating: 35.2, slopeRating: 120 }), 95)).toBe(7);
    expect(playingHandicap(courseHandicap(-2, flat18, { courseRating: 72, slopeRating: 130 }), 95)).toBe(-2);
  });
  it('.5 rounds up, and toward zero for plus handicaps; 95% by default', () => {
    expect(playingHandicap(10, 85)).toBe(9); // 8.5
    expect(playingHandicap(-10, 85)).toBe(-8); // -8.5
    expect(playingHandicap(20)).toBe(19);
  });
});

describe('strokes received per hole', () => {
  const bySi = (ph: number) => {
    const r = strokesReceived(ph, flat18);
    return (si: number) => r[si - 1];
  };
  it('PH 23 on 18 holes: SI 1-5 get 2, SI 6-18 get 1', () => {
    const s = bySi(23);
    for (let si = 1; si <= 5; si++) expect(s(si)).toBe(2);
    for (let si = 6; si <= 18; si++) expect(s(si)).toBe(1);
  });
  it('PH 40: SI 1-4 get 3, the rest 2 (more than one stroke a hole over 36)', () => {
    const s = bySi(40);
    for (let si = 1; si <= 4; si++) expect(s(si)).toBe(3);
    for (let si = 5; si <= 18; si++) expect(s(si)).toBe(2);
  });
  it('PH 19: every hole one, SI 1 two (not capped at one a hole over 18)', () => {
    const s = bySi(19);
    expect(s(1)).toBe(2);
    expect(s(2)).toBe(1);
    expect(s(18)).toBe(1);
  });
  it('PH -2: SI 17 and 18 give one back', () => {
    const s = bySi(-2);
    expect(s(16)).toBe(0);
    expect(s(17)).toBe(-1);
    expect(s(18)).toBe(-1);
  });
  it('nine holes played on an 18-hole card rank their indexes', () => {
    const holes: Hole[] = Array.from({ length: 18 }, (_, i) => ({ par: 4, strokeIndex: i + 1 }));
    // Holes numbered by their index here, so the nine played are these indexes.
    const played = [3, 15, 7, 11, 1, 17, 9, 5, 13];
    const r = strokesReceived(7, holes, played);
    // Ranks {2,8,4,6,1,9,5,3,7}: ranks 1-7 get a stroke, i.e. all but indexes 15 and 17.
    expect(played.map((n) => r[n - 1])).toEqual([1, 0, 1, 1, 1, 0, 1, 1, 1]);
    expect(r[1]).toBe(0); // not played
  });
  it('the ranking of a 9-hole course', () => {
    expect(strokesReceived(7, nine)).toEqual([1, 0, 1, 1, 1, 0, 1, 1, 1]);
  });
});

describe('Stableford points (Rules of Golf 21.1)', () => {
  it('par 4 with 2 strokes received: 6 -> 2, 3 -> 5, 8 -> 0', () => {
    expect(holePoints(4, 2, 6)).toBe(2);
    expect(holePoints(4, 2, 3)).toBe(5);
    expect(holePoints(4, 2, 8)).toBe(0);
  });
  it('plus 2 on SI 18, par 4, gross 4 -> 1 point', () => {
    const received = strokesReceived(-2, flat18)[17] ?? 0;
    expect(holePoints(4, received, 4)).toBe(1);
  });
  it('an eagle and an albatross are not capped (Math.max, not Math.min)', () => {
    expect(holePoints(4, 0, 2)).toBe(4);
    expect(holePoints(5, 0, 2)).toBe(5);
    expect(holePoints(5, 1, 2)).toBe(6);
  });
  it('a pick-up or no entry scores 0', () => {
    expect(holePoints(4, 3, null)).toBe(0);
    expect(holePoints(4, 3, undefined)).toBe(0);
  });
});

describe('a card', () => {
  it('totals: gross, net, points, birdies, thru, with a pick-up as no score', () => {
    // PH 18: one stroke a hole. Nine holes entered, hole 5 a pick-up.
    const t = scoreCard(flat18, 18, strokesOf([5, 4, 3, 6, null, 5, 5, 2, 5]));
    expect(t.thru).toBe(9);
    expect(t.pickups).toBe(1);
    expect(t.gross).toBe(35);
    expect(t.net).toBe(35 - 8);
    // nets 4,3,2,5,-,4,4,1,4 -> points 2,3,4,1,0,2,2,5,2
    expect(t.points).toBe(21);
    expect(t.birdies).toBe(2); // the 3 and the eagle 2 (decision 0019: an eagle counts)
    expect(t.parPlayed).toBe(32);
  });
  it('net is gross - playing handicap on a complete card', () => {
    const t = scoreCard(flat18, 23, strokesOf(Array.from({ length: 18 }, () => 5)));
    expect(t.gross).toBe(90);
    expect(t.net).toBe(90 - 23);
    expect(t.thru).toBe(18);
  });
  it('a playing handicap over 36 still counts on every hole', () => {
    const t = scoreCard(flat18, 40, strokesOf(Array.from({ length: 18 }, () => 6)));
    // SI 1-4 net 3 (3 points), the rest net 4 (2 points).
    expect(t.points).toBe(4 * 3 + 14 * 2);
  });
  it('cardValues goes from index to points in one call', () => {
    const v = cardValues(20, flat18, { courseRating: 72.5, slopeRating: 113 }, undefined, strokesOf([6]));
    expect(v.playingHandicap).toBe(19);
    expect(v.totals.points).toBe(2); // PH 19: SI 1 gets 2 strokes, so a 6 is a net 4, par
    expect(v.totals.holes[0]?.received).toBe(2);
  });
  it('complete when every hole has a number or a pick-up', () => {
    expect(isCardComplete(strokesOf([4, 4, 4, 4, 4, 4, 4, 4, null]), 9)).toBe(true);
    expect(isCardComplete(strokesOf([4, 4, 4, 4, 4, 4, 4, 4]), 9)).toBe(false);
    expect(isCardComplete(undefined, 9)).toBe(false);
  });
  it('disagreements between the marker and the player', () => {
    expect(disagreements(strokesOf([4, 5, null, 3]), strokesOf([4, 6, null]))).toEqual([2]);
    expect(disagreements(strokesOf([4, null]), strokesOf([4, 5]))).toEqual([2]);
    expect(disagreements(strokesOf([4]), undefined)).toEqual([]);
  });
});

describe('who may do what', () => {
  const card = { memberId: 'p', markerId: 'm' };
  it('roles', () => {
    expect(cardRoles('m', card, false)).toEqual(['marker']);
    expect(cardRoles('p', card, false)).toEqual(['player']);
    expect(cardRoles('x', card, true)).toEqual(['admin']);
    expect(cardRoles('x', card, false)).toEqual([]);
    expect(cardRoles(null, card, false)).toEqual([]);
  });
  it('status moves', () => {
    expect(canMoveStatus('open', 'submitted', ['marker'])).toBe(true);
    expect(canMoveStatus('open', 'submitted', ['player'])).toBe(false);
    expect(canMoveStatus('submitted', 'attested', ['player'])).toBe(true);
    expect(canMoveStatus('submitted', 'attested', ['marker'])).toBe(false);
    expect(canMoveStatus('attested', 'verified', ['admin'])).toBe(true);
    expect(canMoveStatus('attested', 'verified', ['player'])).toBe(false);
    expect(canMoveStatus('verified', 'open', ['admin'])).toBe(true);
    expect(canMoveStatus('verified', 'open', ['marker', 'player'])).toBe(false);
  });
});

describe('ties and countback', () => {
  const a = scoreCard(flat18, 0, strokesOf([...Array.from({ length: 9 }, () => 4), ...Array.from({ length: 9 }, () => 5)]));
  const b = scoreCard(flat18, 0, strokesOf([...Array.from({ length: 9 }, () => 5), ...Array.from({ length: 9 }, () => 4)]));
  it('the last 9 by card number decides on equal points', () => {
    expect(a.points).toBe(b.points);
    expect(countbackKey(b, 0, 'points')[0]).toBeGreaterThan(countbackKey(a, 0, 'points')[0] ?? 0);
  });
  it('net countback keeps the handicap fractions', () => {
    const t = scoreCard(flat18, 18, strokesOf(Array.from({ length: 18 }, () => 5)));
    expect(countbackKey(t, 18, 'net')).toEqual([-(45 - 9), -(30 - 6), -(15 - 3), -(5 - 1)]);
    const n9 = scoreCard(nine, 9, strokesOf(Array.from({ length: 9 }, () => 5)));
    expect(countbackKey(n9, 9, 'net')).toEqual([-(30 - 6), -(15 - 3), -(5 - 1)]);
  });
  it('tied while the round is on, separated by countback once complete', () => {
    const rows = [
      { name: 'A', t: a },
      { name: 'B', t: b },
      { name: 'C', t: scoreCard(flat18, 0, strokesOf(Array.from({ length: 18 }, () => 3))) },
    ];
    const live = rankField(rows, (r) => r.t.points, { complete: false });
    expect(live.map((r) => [r.row.name, positionLabel(r)])).toEqual([
      ['C', '1'],
      ['A', 'T2'],
      ['B', 'T2'],
    ]);
    const final = rankField(rows, (r) => r.t.points, { complete: true, key: (r) => countbackKey(r.t, 0, 'points') });
    expect(final.map((r) => [r.row.name, positionLabel(r), r.byCountback])).toEqual([
      ['C', '1', false],
      ['B', '2', true],
      ['A', '3', true],
    ]);
  });
  it('pace: points against 2 a hole', () => {
    expect(pace(7, 3)).toBe(1);
    expect(pace(28, 15)).toBe(-2);
  });
});

describe('shapes', () => {
  it('a course names the wrong hole', () => {
    const holes = flat18.map((h) => ({ ...h }));
    holes[6] = { par: 4, strokeIndex: 3 };
    expect(courseProblems(holes)).toEqual(['Hole 7: stroke index 3 is already used on hole 3']);
    expect(courseProblems([{ par: 4, strokeIndex: 1 }])).toContain('A course has 9 or 18 holes');
    const nine9 = [2, 8, 4, 6, 1, 9, 5, 3, 7].map((si) => ({ par: 3, strokeIndex: si }));
    expect(courseProblems(nine9)).toEqual([]);
    expect(courseProblems(nine9.map((h, i) => (i === 3 ? { strokeIndex: h.strokeIndex } : h)))).toEqual(['Hole 4: par is required']);
    expect(courseDoc.safeParse({ name: 'X', holes: flat18, tees: [] }).success).toBe(true);
    expect(courseDoc.safeParse({ name: 'X', holes, tees: [] }).success).toBe(false);
  });
  it('a group has its marker and at most 4 players', () => {
    expect(groupDoc.safeParse({ teeTime: '08:10', startHole: 1, memberIds: ['a', 'b'], markerId: 'a' }).success).toBe(true);
    expect(groupDoc.safeParse({ teeTime: '08:10', startHole: 1, memberIds: ['a', 'b'], markerId: 'c' }).success).toBe(false);
    expect(groupDoc.safeParse({ teeTime: '8:10', startHole: 1, memberIds: ['a'], markerId: 'a' }).success).toBe(false);
    expect(groupDoc.safeParse({ teeTime: '08:10', startHole: 1, memberIds: ['a', 'b', 'c', 'd', 'e'], markerId: 'a' }).success).toBe(false);
  });
  it('a card holds whole strokes 1-20 or a pick-up, on holes 1-18', () => {
    const base = {
      strokes: {},
      playerStrokes: {},
      status: 'open',
      disputedHole: null,
      groupId: null,
      markerId: null,
      handicapIndex: null,
      courseHandicap: null,
      playingHandicap: null,
      gross: 0,
      net: 0,
      points: 0,
      birdies: 0,
      thru: 0,
    };
    expect(cardDoc.safeParse({ ...base, strokes: { '1': 4, '18': null } }).success).toBe(true);
    expect(cardDoc.safeParse({ ...base, strokes: { '19': 4 } }).success).toBe(false);
    expect(cardDoc.safeParse({ ...base, strokes: { '1': 21 } }).success).toBe(false);
    expect(cardDoc.safeParse({ ...base, strokes: { '1': 4.5 } }).success).toBe(false);
    expect(cardDoc.safeParse({ ...base, strokes: { '1': 0 } }).success).toBe(false);
  });
});
