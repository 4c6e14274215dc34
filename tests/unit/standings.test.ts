import { describe, expect, it } from 'vitest';
import {
  competitionRanks,
  computePar3Standings,
  computeStandings,
  NO_GROSS,
  teamTotals,
  type CardInput,
  type TeamInput,
} from '@/lib/standings';

// A small hand-computed season: two league teams and a guest team.
const teams: TeamInput[] = [
  { id: 'eagles', name: 'Eagles', color: '#111111', logoUrl: 'e.png', isGuest: false, memberCount: 2 },
  { id: 'hawks', name: 'Hawks', color: '#222222', logoUrl: 'h.png', isGuest: false, memberCount: 2 },
  { id: 'guests', name: 'Guests', color: '#333333', logoUrl: '', isGuest: true, memberCount: 1 },
  { id: 'owls', name: 'Owls', color: '#444444', logoUrl: '', isGuest: false, memberCount: 0 },
];
const cards: CardInput[] = [
  { id: 'ann', fullName: 'Ann', avatarUrl: 'a.png', teamId: 'eagles' },
  { id: 'bob', fullName: 'Bob', avatarUrl: '', teamId: 'eagles' },
  { id: 'cat', fullName: 'Cat', avatarUrl: '', teamId: 'hawks' },
  { id: 'dan', fullName: 'Dan', avatarUrl: '', teamId: 'hawks' },
  { id: 'gus', fullName: 'Gus', avatarUrl: '', teamId: 'guests' },
];
const scores = [
  // Tournament 1
  { memberId: 'ann', teamId: 'eagles', points: 36, birdies: 2 },
  { memberId: 'bob', teamId: 'eagles', points: 30, birdies: 0 },
  { memberId: 'cat', teamId: 'hawks', points: 40, birdies: 1 },
  { memberId: 'dan', teamId: 'hawks', points: 26, birdies: 0 },
  { memberId: 'gus', teamId: 'guests', points: 50, birdies: 3 },
  // Tournament 2
  { memberId: 'ann', teamId: 'eagles', points: 34, birdies: 1 },
  { memberId: 'cat', teamId: 'hawks', points: 30, birdies: 2 },
];
// Hand-computed: Eagles 36+30+34 = 100, Hawks 40+26+30 = 96, Guests 50 (not ranked), Owls 0.
// Individuals: Ann 70, Cat 70 (tie, rank 1), Gus 50 (3), Bob 30 (4), Dan 26 (5).
// Birdies: Ann 3, Cat 3, Gus 3 (all rank 1); Bob and Dan have none.

describe('computeStandings', () => {
  const result = computeStandings(scores, teams, cards);

  it('ranks non-guest teams by summed points', () => {
    expect(result.teams.map((t) => [t.teamId, t.totalPoints, t.rank])).toEqual([
      ['eagles', 100, 1],
      ['hawks', 96, 2],
      ['owls', 0, 3],
    ]);
    expect(result.teams[0]).toMatchObject({ name: 'Eagles', color: '#111111', logoUrl: 'e.png', memberCount: 2 });
  });

  it('ranks every member with a score, ties sharing a rank', () => {
    expect(result.individuals.map((m) => [m.memberId, m.points, m.rank])).toEqual([
      ['ann', 70, 1],
      ['cat', 70, 1],
      ['gus', 50, 3],
      ['bob', 30, 4],
      ['dan', 26, 5],
    ]);
    expect(result.individuals[0]).toEqual({
      memberId: 'ann',
      fullName: 'Ann',
      avatarUrl: 'a.png',
      teamId: 'eagles',
      teamName: 'Eagles',
      teamColor: '#111111',
      points: 70,
      rank: 1,
    });
  });

  it('lists birdie leaders with more than 0 birdies only', () => {
    expect(result.birdieLeaders.map((m) => [m.memberId, m.birdies, m.rank])).toEqual([
      ['ann', 3, 1],
      ['cat', 3, 1],
      ['gus', 3, 1],
    ]);
    expect(result.birdieLeaders[2]).toMatchObject({ teamName: 'Guests', teamColor: '#333333' });
  });

  it('counts the scores it used', () => {
    expect(result.scoreCount).toBe(7);
    expect(computeStandings([], teams, cards)).toMatchObject({ individuals: [], birdieLeaders: [], scoreCount: 0 });
  });

  it('falls back to the score team for a member without a card', () => {
    const r = computeStandings([{ memberId: 'zed', teamId: 'hawks', points: 5, birdies: 0 }], teams, []);
    expect(r.individuals[0]).toMatchObject({ memberId: 'zed', fullName: '', teamId: 'hawks', teamName: 'Hawks' });
  });

  it('sums team totals including guest teams', () => {
    expect(Object.fromEntries(teamTotals(scores))).toEqual({ eagles: 100, hawks: 96, guests: 50 });
  });
});

describe('competitionRanks', () => {
  it('gives 1,1,3 for a tie at the top and 1,2,2,4 below', () => {
    expect(competitionRanks([9, 9, 7], (v) => v)).toEqual([1, 1, 3]);
    expect(competitionRanks([9, 8, 8, 1], (v) => v)).toEqual([1, 2, 2, 4]);
  });
});

describe('computePar3Standings', () => {
  const par3 = [
    { memberId: 'ann', points: 10, grossScore: 30, birdies: 1 },
    { memberId: 'ann', points: 9, grossScore: 28, birdies: 0 },
    { memberId: 'ann', points: 8, grossScore: 31, birdies: 2 },
    { memberId: 'bob', points: 12, grossScore: null, birdies: 0 },
    { memberId: 'cat', points: 7, grossScore: 33, birdies: 0 },
    { memberId: 'cat', points: 12, grossScore: 27, birdies: 1 },
  ];
  // Hand-computed: Ann 27 points / 3 rounds = 9.0, best 28; Cat 19 / 2 = 9.5, best 27; Bob 12 / 1, no gross -> 999.
  const result = computePar3Standings(par3, cards);

  it('ranks by total points with average to 1 decimal, best gross and rounds', () => {
    expect(result.entries).toEqual([
      {
        memberId: 'ann',
        fullName: 'Ann',
        avatarUrl: 'a.png',
        totalPoints: 27,
        averagePoints: 9,
        bestGross: 28,
        rounds: 3,
        birdies: 3,
        rank: 1,
      },
      {
        memberId: 'cat',
        fullName: 'Cat',
        avatarUrl: '',
        totalPoints: 19,
        averagePoints: 9.5,
        bestGross: 27,
        rounds: 2,
        birdies: 1,
        rank: 2,
      },
      {
        memberId: 'bob',
        fullName: 'Bob',
        avatarUrl: '',
        totalPoints: 12,
        averagePoints: 12,
        bestGross: NO_GROSS,
        rounds: 1,
        birdies: 0,
        rank: 3,
      },
    ]);
    expect(result.scoreCount).toBe(6);
  });

  it('rounds the average to one decimal', () => {
    const r = computePar3Standings(
      [
        { memberId: 'dan', points: 10, grossScore: 30, birdies: 0 },
        { memberId: 'dan', points: 10, grossScore: 30, birdies: 0 },
        { memberId: 'dan', points: 11, grossScore: 30, birdies: 0 },
      ],
      cards,
    );
    expect(r.entries[0]?.averagePoints).toBe(10.3);
    expect(NO_GROSS).toBe(999);
  });
});
