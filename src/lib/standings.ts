/**
 * The standings documents (standings/current, par3Standings/current) and the
 * pure computation behind them. Functions compute them from every score on
 * each change; the app only reads them, so it imports the types from here.
 */

import type { MemberCard } from './schemas/member';
import type { Par3ScoreDoc } from './schemas/par3';
import { NO_GROSS } from './schemas/standings';
import type { BirdieLeaderRow, Par3StandingsData, Par3StandingsEntry, StandingsData, StandingsMemberRow } from './schemas/standings';
import type { TeamDoc } from './schemas/team';
import type { ScoreDoc } from './schemas/tournament';

// The documents' types are inferred from their schemas (src/lib/schemas/standings.ts).
export type {
  BirdieLeaderRow,
  Par3StandingsData,
  Par3StandingsEntry,
  StandingsData,
  StandingsMemberRow,
  StandingsTeamRow,
} from './schemas/standings';
export { NO_GROSS };

// Inputs: the fields of the stored documents the computation reads (ids added).
export type ScoreInput = Pick<ScoreDoc, 'memberId' | 'teamId' | 'points' | 'birdies'>;
/** A Par 3 score; a grossScore of 0 (or null) means none was recorded. */
export type Par3ScoreInput = Pick<Par3ScoreDoc, 'memberId' | 'points' | 'birdies'> & { grossScore: number | null };
export type TeamInput = Pick<TeamDoc, 'name' | 'color' | 'logoUrl' | 'isGuest' | 'memberCount'> & { id: string };
export type CardInput = Pick<MemberCard, 'fullName' | 'avatarUrl' | 'teamId'> & { id: string };

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * Competition ranks (1-based; ties share a rank, the next rank skips: 1,1,3)
 * for rows already sorted by `value` descending.
 */
export function competitionRanks<T>(sorted: T[], value: (row: T) => number): number[] {
  const ranks: number[] = [];
  sorted.forEach((row, i) => {
    const prev = sorted[i - 1];
    ranks.push(i > 0 && prev !== undefined && value(prev) === value(row) ? (ranks[i - 1] ?? i + 1) : i + 1);
  });
  return ranks;
}

/** Rows sorted by value descending (ties by name), with their competition ranks. */
function ranked<T extends { name: string }>(rows: T[], value: (row: T) => number): (T & { rank: number })[] {
  const sorted = [...rows].sort((a, b) => value(b) - value(a) || a.name.localeCompare(b.name));
  const ranks = competitionRanks(sorted, value);
  return sorted.map((row, i) => ({ ...row, rank: ranks[i] ?? i + 1 }));
}

/** Sum of points of the scores of each team id. */
/** A member's part of a standings row: who they are and their team. */
function person(m: { memberId: string; name: string; avatarUrl: string; teamId: string | null; teamName: string; teamColor: string }) {
  return { memberId: m.memberId, fullName: m.name, avatarUrl: m.avatarUrl, teamId: m.teamId, teamName: m.teamName, teamColor: m.teamColor };
}

export function teamTotals(scores: ScoreInput[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const s of scores) {
    if (s.teamId) totals.set(s.teamId, (totals.get(s.teamId) ?? 0) + num(s.points));
  }
  return totals;
}

/**
 * standings/current from every score: non-guest teams by points, every member
 * with a score by summed points, birdie leaders (more than 0 birdies). A
 * member's team is their current team (card), else the team of their scores.
 */
export function computeStandings(scores: ScoreInput[], teams: TeamInput[], cards: CardInput[]): StandingsData {
  const teamById = new Map(teams.map((t) => [t.id, t]));
  const cardById = new Map(cards.map((c) => [c.id, c]));
  const totals = teamTotals(scores);

  const teamRows = ranked(
    teams
      .filter((t) => !t.isGuest)
      .map((t) => ({
        teamId: t.id,
        name: t.name,
        color: t.color,
        logoUrl: t.logoUrl,
        totalPoints: totals.get(t.id) ?? 0,
        memberCount: t.memberCount,
      })),
    (t) => t.totalPoints,
  );

  const perMember = new Map<string, { points: number; birdies: number; scoreTeamId: string | null }>();
  for (const s of scores) {
    const acc = perMember.get(s.memberId) ?? { points: 0, birdies: 0, scoreTeamId: null };
    acc.points += num(s.points);
    acc.birdies += num(s.birdies);
    acc.scoreTeamId ??= s.teamId;
    perMember.set(s.memberId, acc);
  }

  const memberRows = [...perMember].map(([memberId, acc]) => {
    const card = cardById.get(memberId);
    const teamId = card ? card.teamId : acc.scoreTeamId;
    const team = teamId ? teamById.get(teamId) : undefined;
    return {
      memberId,
      name: card?.fullName ?? '',
      avatarUrl: card?.avatarUrl ?? '',
      teamId: teamId ?? null,
      teamName: team?.name ?? '',
      teamColor: team?.color ?? '',
      points: acc.points,
      birdies: acc.birdies,
    };
  });

  const individuals = ranked(memberRows, (m) => m.points);
  const birdieLeaders = ranked(
    memberRows.filter((m) => m.birdies > 0),
    (m) => m.birdies,
  );

  return {
    teams: teamRows.map((t) => ({
      teamId: t.teamId,
      name: t.name,
      color: t.color,
      logoUrl: t.logoUrl,
      totalPoints: t.totalPoints,
      memberCount: t.memberCount,
      rank: t.rank,
    })),
    individuals: individuals.map((m): StandingsMemberRow => ({ ...person(m), points: m.points, rank: m.rank })),
    birdieLeaders: birdieLeaders.map((m): BirdieLeaderRow => ({ ...person(m), birdies: m.birdies, rank: m.rank })),
    scoreCount: scores.length,
  };
}

/** par3Standings/current from every Par 3 score: by total points, average to 1 decimal, best (lowest) gross. */
export function computePar3Standings(scores: Par3ScoreInput[], cards: CardInput[]): Par3StandingsData {
  const cardById = new Map(cards.map((c) => [c.id, c]));
  const perMember = new Map<string, { points: number; rounds: number; birdies: number; bestGross: number }>();
  for (const s of scores) {
    const acc = perMember.get(s.memberId) ?? { points: 0, rounds: 0, birdies: 0, bestGross: NO_GROSS };
    acc.points += num(s.points);
    acc.rounds += 1;
    acc.birdies += num(s.birdies);
    if (typeof s.grossScore === 'number' && s.grossScore > 0) acc.bestGross = Math.min(acc.bestGross, s.grossScore);
    perMember.set(s.memberId, acc);
  }
  const rows = [...perMember].map(([memberId, acc]) => {
    const card = cardById.get(memberId);
    return {
      memberId,
      name: card?.fullName ?? '',
      avatarUrl: card?.avatarUrl ?? '',
      totalPoints: acc.points,
      averagePoints: Math.round((acc.points / acc.rounds) * 10) / 10,
      bestGross: acc.bestGross,
      rounds: acc.rounds,
      birdies: acc.birdies,
    };
  });
  const entries = ranked(rows, (r) => r.totalPoints).map(({ name, ...r }): Par3StandingsEntry => ({
    memberId: r.memberId,
    fullName: name,
    avatarUrl: r.avatarUrl,
    totalPoints: r.totalPoints,
    averagePoints: r.averagePoints,
    bestGross: r.bestGross,
    rounds: r.rounds,
    birdies: r.birdies,
    rank: r.rank,
  }));
  return { entries, scoreCount: scores.length };
}
