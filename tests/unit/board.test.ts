import { describe, expect, it } from 'vitest';
import {
  formatPace,
  formatToPar,
  hiddenHoleNumbers,
  pagesOf,
  publicRow,
  rankBoard,
  roundState,
  teamBoard,
  thruLabel,
  type BoardRow,
} from '@/lib/board';
import { provisionalStandings } from '@/lib/provisional-standings';
import { scoreCard, type Hole, type Strokes } from '@/lib/scoring';

const flat18: Hole[] = Array.from({ length: 18 }, (_, i) => ({ par: 4, strokeIndex: i + 1 }));
const strokesOf = (values: (number | null)[]): Strokes => Object.fromEntries(values.map((v, i) => [String(i + 1), v])) as Strokes;
const who = { fullName: 'Ann Lee', teamId: 'eagles', teamName: 'Eagles' };
const group = { teeTime: '08:10', startHole: 1 };
const event = (hiddenHoles = 0, format = 'stroke_play') => ({ holes: flat18, hiddenHoles, format });

describe('hidden holes', () => {
  it('are the last 1-3 holes by card number, until the card is verified', () => {
    expect(hiddenHoleNumbers(18, 3, 'open')).toEqual([16, 17, 18]);
    expect(hiddenHoleNumbers(9, 1, 'attested')).toEqual([9]);
    expect(hiddenHoleNumbers(18, 0, 'open')).toEqual([]);
    expect(hiddenHoleNumbers(18, 3, 'verified')).toEqual([]);
    expect(hiddenHoleNumbers(18, 7, 'open')).toEqual([16, 17, 18]);
  });

  it('stay out of the public row and its totals', () => {
    const strokes = strokesOf(Array.from({ length: 18 }, (_, i) => (i >= 15 ? 2 : 4)));
    const row = publicRow({ strokes, status: 'submitted', playingHandicap: 0 }, who, group, event(3, 'team_event'));
    expect(Object.keys(row.strokes)).toHaveLength(15);
    expect(row.strokes).not.toHaveProperty('16');
    expect(row.strokes).not.toHaveProperty('18');
    expect(row.hiddenHoles).toBe(3);
    expect(row.thru).toBe(15);
    expect(row.points).toBe(30); // 15 pars, the three eagles (12 points) hidden
    expect(row.gross).toBe(60);
    expect(row.birdies).toBe(0);
    const verified = publicRow({ strokes, status: 'verified', playingHandicap: 0 }, who, group, event(3, 'team_event'));
    expect(verified.points).toBe(42);
    expect(verified.hiddenHoles).toBe(0);
    expect(verified.birdies).toBe(3);
  });
});

describe('the public row', () => {
  it('totals the visible holes with the scoring core: net to par and countback', () => {
    const strokes = strokesOf([5, 4, 3, null, 6]);
    const row = publicRow({ strokes, status: 'open', playingHandicap: 18 }, who, group, event(0, 'stroke_play'));
    const totals = scoreCard(flat18, 18, strokes);
    expect(row).toMatchObject({ gross: totals.gross, net: totals.net, points: totals.points, thru: 5, holeCount: 18 });
    // Net over the 4 holes with a number (18 over 16 par): 18 - 4 strokes received = 14; par 16 → -2.
    expect(row.toPar).toBe(-2);
    expect(row.countback).toHaveLength(4);
  });

  it('without a course, shows the card as the functions totalled it', () => {
    const row = publicRow({ strokes: {}, status: 'open', points: 12, gross: 40, thru: 9 }, who, group, {
      holes: null,
      hiddenHoles: 3,
      format: 'medal',
    });
    expect(row).toMatchObject({ points: 12, gross: 40, thru: 9, hiddenHoles: 0, holeCount: 0 });
  });
});

const row = (over: Partial<BoardRow>): BoardRow => ({
  ...who,
  ...group,
  status: 'open',
  holeCount: 18,
  strokes: {},
  hiddenHoles: 0,
  playingHandicap: 10,
  gross: 0,
  net: 0,
  toPar: 0,
  points: 0,
  birdies: 0,
  thru: 0,
  countback: [],
  ...over,
});

describe('ranking the field', () => {
  it('shows ties as T3 while the round is on, and puts cards without an entry last', () => {
    const rows = [
      row({ fullName: 'A', points: 20, thru: 9 }),
      row({ fullName: 'B', points: 25, thru: 12 }),
      row({ fullName: 'C', points: 20, thru: 10, countback: [9, 9, 9, 9] }),
      row({ fullName: 'D', thru: 0, teeTime: '09:30' }),
    ];
    const ranked = rankBoard(rows, 'team_event');
    expect(ranked.map((r) => [r.row.fullName, r.label])).toEqual([
      ['B', '1'],
      ['A', 'T2'],
      ['C', 'T2'],
      ['D', '-'],
    ]);
    expect(ranked[0]?.pace).toBe(25 - 24);
    expect(thruLabel(ranked[3]!.row)).toBe('09:30');
  });

  it('separates ties by countback once every card is complete', () => {
    const rows = [
      row({ fullName: 'A', points: 36, thru: 18, countback: [18, 12, 6, 2] }),
      row({ fullName: 'C', points: 36, thru: 18, countback: [19, 12, 6, 2] }),
    ];
    const ranked = rankBoard(rows, 'team_event');
    expect(ranked.map((r) => [r.row.fullName, r.label, r.byCountback])).toEqual([
      ['C', '1', true],
      ['A', '2', true],
    ]);
    expect(thruLabel(rows[0]!)).toBe('F');
  });

  it('ranks stroke play and medal by net to par, lowest first', () => {
    const rows = [row({ fullName: 'A', toPar: 3, points: 40, thru: 9 }), row({ fullName: 'B', toPar: -1, points: 30, thru: 9 })];
    expect(rankBoard(rows, 'medal').map((r) => r.row.fullName)).toEqual(['B', 'A']);
    expect(rankBoard(rows, 'team_event').map((r) => r.row.fullName)).toEqual(['A', 'B']);
  });

  it('knows when the round has started, is complete and is final', () => {
    expect(roundState([row({ thru: 0 })])).toEqual({ started: false, complete: false, final: false });
    expect(roundState([row({ thru: 18, status: 'submitted' }), row({ thru: 18, status: 'verified' })])).toEqual({
      started: true,
      complete: true,
      final: false,
    });
    expect(roundState([row({ thru: 18, status: 'verified' })]).final).toBe(true);
  });
});

describe('the team board', () => {
  it('sums the best two points of each team', () => {
    const teams = teamBoard([
      row({ teamId: 'a', teamName: 'A', points: 10 }),
      row({ teamId: 'a', teamName: 'A', points: 30 }),
      row({ teamId: 'a', teamName: 'A', points: 20 }),
      row({ teamId: 'b', teamName: 'B', points: 50 }),
      row({ teamId: null, teamName: '', points: 99 }),
    ]);
    expect(teams.map((t) => [t.teamName, t.points, t.counting, t.label])).toEqual([
      ['A', 50, [30, 20], 'T1'],
      ['B', 50, [50], 'T1'],
    ]);
  });
});

describe('display', () => {
  it('formats net to par, pace and pages', () => {
    expect([formatToPar(0), formatToPar(3), formatToPar(-2)]).toEqual(['E', '+3', '-2']);
    expect([formatPace(2), formatPace(0), formatPace(-4)]).toEqual(['+2', '0', '-4']);
    expect(
      pagesOf(
        Array.from({ length: 40 }, (_, i) => i),
        12,
      ).map((p) => p.length),
    ).toEqual([12, 12, 12, 4]);
    expect(pagesOf([], 12)).toEqual([[]]);
  });
});

describe('provisional standings', () => {
  const official = {
    teams: [
      { teamId: 'a', name: 'A', color: 'red', logoUrl: '', totalPoints: 100, memberCount: 3, rank: 1 },
      { teamId: 'b', name: 'B', color: 'blue', logoUrl: '', totalPoints: 90, memberCount: 3, rank: 2 },
    ],
    individuals: [
      { memberId: 'ann', fullName: 'Ann', avatarUrl: '', teamId: 'a', teamName: 'A', teamColor: 'red', points: 60, rank: 1 },
      { memberId: 'bob', fullName: 'Bob', avatarUrl: '', teamId: 'b', teamName: 'B', teamColor: 'blue', points: 50, rank: 2 },
    ],
  };
  const card = (memberId: string, teamId: string, points: number, status = 'open', thru = 9) => ({
    memberId,
    fullName: memberId,
    teamId,
    teamName: teamId.toUpperCase(),
    points,
    thru,
    status,
  });

  it("adds the live round's unverified points to teams and players and re-ranks", () => {
    const p = provisionalStandings(official, [card('bob', 'b', 18), card('cat', 'b', 5), card('ann', 'a', 30, 'verified')], []);
    expect(p.live).toBe(true);
    expect(p.teams.map((t) => [t.teamId, t.totalPoints, t.today, t.rank])).toEqual([
      ['b', 113, 23, 1],
      ['a', 100, 0, 2],
    ]);
    expect(p.individuals.map((m) => [m.memberId, m.points, m.rank])).toEqual([
      ['bob', 68, 1],
      ['ann', 60, 2],
      ['cat', 5, 3],
    ]);
  });

  it("replaces a member's official score for the round instead of adding twice", () => {
    const p = provisionalStandings(official, [card('bob', 'b', 18)], [{ memberId: 'bob', teamId: 'b', points: 10 }]);
    expect(p.individuals.find((m) => m.memberId === 'bob')?.points).toBe(58);
    expect(p.teams.find((t) => t.teamId === 'b')?.totalPoints).toBe(98);
  });

  it('is the official standings when nothing is live', () => {
    const p = provisionalStandings(official, [card('bob', 'b', 0, 'open', 0)], []);
    expect(p.live).toBe(false);
    expect(p.teams.map((t) => t.totalPoints)).toEqual([100, 90]);
  });
});
