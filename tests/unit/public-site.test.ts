import { describe, expect, it } from 'vitest';
import { benefitsFrom, DEFAULT_BENEFITS } from '@/features/members/model';
import { formatAverage, formatBestGross, par3Leaderboard } from '@/features/par3/model';
import { safeWebsite, sponsorsByTier } from '@/features/sponsors/model';
import { formatPoints, topBirdies, topScorers, topTeams } from '@/features/standings/model';
import { rosters, subs, formatHandicap, displayName } from '@/features/teams/model';
import { arrivalTime, formatFee, leagueNumbers, placesLeft, resultRows, teeOffMoment, tournamentBadge } from '@/features/tournaments/model';

const team = (id: string, totalPoints: number, extra: Partial<{ isGuest: boolean; rank: number }> = {}) => ({
  teamId: id,
  name: id,
  color: '#112233',
  logoUrl: '',
  totalPoints,
  memberCount: 4,
  rank: extra.rank ?? 1,
  ...extra,
});

/** A member's row of the season standings, without its figure (points, birdies). */
const memberRow = (memberId: string, rank = 1) => ({
  memberId,
  fullName: memberId,
  avatarUrl: '',
  teamId: null,
  teamName: '',
  teamColor: '',
  rank,
});

const person = (memberId: string, points: number, rank = 1) => ({ ...memberRow(memberId, rank), points });

describe('home standings', () => {
  it('keeps at most 12 non-guest teams, by total points', () => {
    const teams = [...Array.from({ length: 14 }, (_, i) => team(`t${i}`, i * 10)), team('guests', 999, { isGuest: true })];
    const top = topTeams(teams);
    expect(top).toHaveLength(12);
    expect(top[0]?.teamId).toBe('t13');
    expect(top.map((t) => t.teamId)).not.toContain('guests');
  });

  it('shows the top 10 scorers by summed points', () => {
    const rows = Array.from({ length: 15 }, (_, i) => person(`m${i}`, i));
    const top = topScorers(rows);
    expect(top).toHaveLength(10);
    expect(top.map((r) => r.points)).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5]);
  });

  it('lists only members with more than 0 birdies, at most 10', () => {
    const leader = (memberId: string, birdies: number) => ({ ...memberRow(memberId), birdies });
    const rows = [...Array.from({ length: 12 }, (_, i) => leader(`b${i}`, i + 1)), leader('none', 0)];
    const top = topBirdies(rows);
    expect(top).toHaveLength(10);
    expect(top[0]?.birdies).toBe(12);
    expect(top.every((r) => r.birdies > 0)).toBe(true);
    expect(topBirdies([leader('none', 0)])).toEqual([]);
  });

  it('formats points', () => {
    expect(formatPoints(42)).toBe('42');
    expect(formatPoints(40.5)).toBe('40.5');
  });
});

describe('Par 3 leaderboard', () => {
  const entry = (memberId: string, totalPoints: number, bestGross: number) => ({
    memberId,
    fullName: memberId,
    avatarUrl: '',
    totalPoints,
    averagePoints: 0,
    bestGross,
    rounds: 1,
    birdies: 0,
    rank: 1,
  });

  it('sorts by total points, ties by best gross', () => {
    const sorted = par3Leaderboard([entry('a', 10, 30), entry('b', 20, 999), entry('c', 20, 28)]);
    expect(sorted.map((e) => e.memberId)).toEqual(['c', 'b', 'a']);
  });

  it('shows the average to 1 decimal and 999 as "-"', () => {
    expect(formatAverage(12)).toBe('12.0');
    expect(formatAverage(10.25)).toBe('10.3');
    expect(formatAverage(7.04)).toBe('7.0');
    expect(formatBestGross(999)).toBe('-');
    expect(formatBestGross(27)).toBe('27');
  });
});

describe('sponsors', () => {
  const sponsor = (name: string, tier: 'platinum' | 'gold' | 'silver', displayOrder: number, active = true) => ({
    name,
    tier,
    displayOrder,
    active,
  });

  it('groups active sponsors platinum, gold, silver in display order', () => {
    const groups = sponsorsByTier([
      sponsor('s2', 'silver', 9),
      sponsor('g1', 'gold', 5),
      sponsor('p2', 'platinum', 2),
      sponsor('p1', 'platinum', 1),
      sponsor('off', 'gold', 1, false),
      sponsor('s1', 'silver', 3),
    ]);
    expect(groups.map((g) => g.heading)).toEqual(['Platinum Partners', 'Gold Partners', 'Silver Partners']);
    expect(groups.map((g) => g.sponsors.map((s) => s.name))).toEqual([['p1', 'p2'], ['g1'], ['s1', 's2']]);
  });

  it('leaves out empty tiers', () => {
    expect(sponsorsByTier([sponsor('g', 'gold', 1)]).map((g) => g.tier)).toEqual(['gold']);
    expect(sponsorsByTier([])).toEqual([]);
  });

  it('links only http(s) websites', () => {
    expect(safeWebsite('https://example.com/a')).toBe('https://example.com/a');
    expect(safeWebsite('javascript:alert(1)')).toBeNull();
    expect(safeWebsite('/relative')).toBeNull();
    expect(safeWebsite('')).toBeNull();
  });
});

describe('tournaments', () => {
  // 2026-03-07 is a Saturday; Dubai is UTC+4 all year.
  const t = { date: new Date('2026-03-07T03:30:00Z'), teeOffTime: '07:30' };

  it('tee-off is the society day at the tee-off time; arrival 30 minutes before', () => {
    expect(teeOffMoment(t).toISOString()).toBe('2026-03-07T03:30:00.000Z');
    expect(teeOffMoment({ date: new Date('2026-03-06T21:00:00Z'), teeOffTime: '14:00' }).toISOString()).toBe('2026-03-07T10:00:00.000Z');
    expect(arrivalTime(t)?.toISOString()).toBe('2026-03-07T03:00:00.000Z');
    expect(arrivalTime({ ...t, teeOffTime: '' })).toBeNull();
    expect(teeOffMoment({ ...t, teeOffTime: 'TBC' })).toEqual(t.date);
  });

  it('badges future dates as upcoming and others as results', () => {
    const now = new Date('2026-03-07T18:00:00Z');
    expect(tournamentBadge(new Date('2026-03-08T04:00:00Z'), now)).toBe('Upcoming Tournament');
    expect(tournamentBadge(new Date('2026-03-01T04:00:00Z'), now)).toBe('Tournament Results');
  });

  it('places left and fees', () => {
    expect(placesLeft({ maxParticipants: 40, registeredCount: 11 })).toBe(29);
    expect(placesLeft({ maxParticipants: 4, registeredCount: 6 })).toBe(0);
    expect(formatFee(450)).toBe('450 AED');
    expect(formatFee(99.5)).toBe('99.50 AED');
    expect(formatFee(0)).toBe('Free');
  });

  it('orders results by points with shared positions and the spec fallbacks', () => {
    const score = (id: string, memberId: string, points: number, teamId: string | null) => ({
      id,
      memberId,
      teamId,
      points,
      grossScore: 90,
      netScore: 72,
      birdies: 1,
    });
    const rows = resultRows(
      [score('1', 'a', 30, 'red'), score('2', 'b', 36, null), score('3', 'c', 30, 'gone'), score('4', 'd', 20, 'red')],
      {
        individuals: [
          { ...person('a', 30), fullName: 'Ann', teamId: 'red', teamName: 'Red', teamColor: '#ff0000' },
          { ...person('b', 36), fullName: 'Bob' },
        ],
        teams: [team('red', 50)].map((r) => ({ ...r, name: 'Red', color: '#ff0000' })),
      },
    );
    expect(rows.map((r) => [r.position, r.fullName, r.teamName, r.teamColor])).toEqual([
      [1, 'Bob', 'No Team', '#888'],
      [2, 'Ann', 'Red', '#ff0000'],
      [2, 'Unknown', 'No Team', '#888'],
      [4, 'Unknown', 'Red', '#ff0000'],
    ]);
  });

  it('league numbers: teams, events and the usual team size', () => {
    expect(leagueNumbers([{ memberCount: 4 }, { memberCount: 4 }, { memberCount: 5 }], 12)).toEqual({
      teams: 3,
      events: 12,
      playersPerTeam: 4,
    });
    expect(leagueNumbers([], 0)).toEqual({ teams: 0, events: 0, playersPerTeam: 0 });
  });
});

describe('teams', () => {
  const teamDoc = (id: string, captainId: string | null) => ({
    id,
    name: id,
    color: 'not-a-colour',
    logoUrl: '',
    description: '',
    captainId,
    isGuest: false,
    totalPoints: 0,
    memberCount: 0,
  });
  const card = (id: string, teamId: string | null, fullName = id) => ({
    id,
    fullName,
    avatarUrl: '',
    handicap: null,
    teamId,
    isCaptain: false,
    isGuest: false,
  });

  it('splits each team into its captain and the other members; subs are on no team', () => {
    const cards = [card('zed', 'red'), card('amy', 'red'), card('cap', 'red'), card('sub', null), card('lost', 'deleted-team')];
    const [red, empty] = rosters([teamDoc('red', 'cap'), teamDoc('blue', null)], cards);
    expect(red?.captain?.id).toBe('cap');
    expect(red?.members.map((m) => m.id)).toEqual(['amy', 'zed']);
    expect(red?.memberCount).toBe(3);
    expect(red?.color).toBe('#888');
    expect(empty?.memberCount).toBe(0);
    expect(subs(cards, ['red', 'blue']).map((c) => c.id)).toEqual(['lost', 'sub']);
  });

  it('falls back to "No Team", "Unknown" and "-"', () => {
    const [nameless] = rosters([{ ...teamDoc('x', null), name: '  ' }], []);
    expect(nameless?.name).toBe('No Team');
    expect(displayName('')).toBe('Unknown');
    expect(formatHandicap(null)).toBe('-');
    expect(formatHandicap(12)).toBe('12.0');
  });
});

describe('join benefits', () => {
  it('uses benefit_* keys sorted by key', () => {
    expect(benefitsFrom({ benefit_10: 'ten', benefit_02: 'two', benefit_01: 'one', faq_heading: 'x' })).toEqual(['one', 'two', 'ten']);
  });

  it('falls back to the 10 defaults', () => {
    expect(benefitsFrom({ membership_title: 'x', benefit_01: '  ' })).toEqual([...DEFAULT_BENEFITS]);
    expect(DEFAULT_BENEFITS).toHaveLength(10);
  });
});
