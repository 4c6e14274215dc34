/**
 * The standings documents (standings/current, par3Standings/current) and the
 * pure computation behind them: scores are tallied per member and per team,
 * then ranked. The functions keep the tally score by score and rank it on
 * each change; the app only reads the documents, so it imports the types here.
 */

import type { MemberCard } from './schemas/member';
import type { Par3ScoreDoc } from './schemas/par3';
import { NO_GROSS } from './schemas/values';
import type { BirdieLeaderRow, Par3StandingsData, Par3StandingsEntry, StandingsData, StandingsMemberRow } from './schemas/standings';
import type { TeamDoc } from './schemas/team';
import type { ScoreDoc } from './schemas/tournament';
import { compareNames } from './name-order';

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

/** Rows sorted by value descending (ties by name, then id), with their competition ranks. */
function ranked<T extends { name: string; id: string }>(rows: T[], value: (row: T) => number): (T & { rank: number })[] {
  const sorted = [...rows].sort((a, b) => value(b) - value(a) || compareNames(a.name, b.name) || byKey(a.id, b.id));
  const ranks = competitionRanks(sorted, value);
  return sorted.map((row, i) => ({ ...row, rank: ranks[i] ?? i + 1 }));
}

const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A sum kept on a 1e-6 grid, so that adding and taking away the same scores in
 * any order gives the same number (binary fractions would otherwise drift).
 */
const tidy = (value: number): number => Math.round(value * 1e6) / 1e6;

/** A member's part of a standings row: who they are and their team. */
function person(m: { memberId: string; name: string; avatarUrl: string; teamId: string | null; teamName: string; teamColor: string }) {
  return { memberId: m.memberId, fullName: m.name, avatarUrl: m.avatarUrl, teamId: m.teamId, teamName: m.teamName, teamColor: m.teamColor };
}

// ---------------------------------------------------------------------------
// Tallies: what the leaderboards are ranked from, kept per member and per team.
// A score is added (sign 1) or taken away (sign -1); the same scores give the
// same tally in any order, so the functions keep one up to date score by score
// (functions/src/standings/core.ts) and the ranking from it equals the ranking
// from every score at once.
// ---------------------------------------------------------------------------

/** A member's league scores summed; `teams` counts their scores per team (the team of a member without a card). */
export interface MemberTally {
  points: number;
  birdies: number;
  scores: number;
  teams: Record<string, number>;
}

export interface LeagueTally {
  members: Record<string, MemberTally>;
  /** Points per team id (guest teams included), and how many scores make them. */
  teamPoints: Record<string, number>;
  teamScores: Record<string, number>;
  scoreCount: number;
}

export const emptyLeagueTally = (): LeagueTally => ({ members: {}, teamPoints: {}, teamScores: {}, scoreCount: 0 });

/** Adds (sign 1) or takes away (sign -1) one score; entries that reach no scores go. */
export function tallyScore(tally: LeagueTally, s: ScoreInput, sign: 1 | -1): void {
  const m = (tally.members[s.memberId] ??= { points: 0, birdies: 0, scores: 0, teams: {} });
  m.points = tidy(m.points + sign * num(s.points));
  m.birdies = tidy(m.birdies + sign * num(s.birdies));
  m.scores += sign;
  if (s.teamId) {
    const count = (m.teams[s.teamId] ?? 0) + sign;
    if (count > 0) m.teams[s.teamId] = count;
    else delete m.teams[s.teamId];
    const scores = (tally.teamScores[s.teamId] ?? 0) + sign;
    if (scores > 0) {
      tally.teamScores[s.teamId] = scores;
      tally.teamPoints[s.teamId] = tidy((tally.teamPoints[s.teamId] ?? 0) + sign * num(s.points));
    } else {
      delete tally.teamScores[s.teamId];
      delete tally.teamPoints[s.teamId];
    }
  }
  if (m.scores <= 0) delete tally.members[s.memberId];
  tally.scoreCount += sign;
}

/** The tally of a list of scores. */
export function tallyScores(scores: ScoreInput[]): LeagueTally {
  const tally = emptyLeagueTally();
  for (const s of scores) tallyScore(tally, s, 1);
  return tally;
}

/** Sum of points of the scores of each team id. */
export function teamTotals(scores: ScoreInput[]): Map<string, number> {
  return new Map(Object.entries(tallyScores(scores).teamPoints));
}

/** The team most of a member's scores were for (ties: the smallest id), or null. */
function scoreTeamOf(m: MemberTally): string | null {
  let best: string | null = null;
  for (const [teamId, count] of Object.entries(m.teams)) {
    const bestCount = best === null ? 0 : (m.teams[best] ?? 0);
    if (count > bestCount || (count === bestCount && best !== null && teamId < best)) best = teamId;
  }
  return best;
}

/**
 * standings/current from every score: non-guest teams by points, every member
 * with a score by summed points, birdie leaders (more than 0 birdies). A
 * member's team is their current team (card), else the team most of their
 * scores were for.
 */
export function computeStandings(scores: ScoreInput[], teams: TeamInput[], cards: CardInput[]): StandingsData {
  return rankStandings(tallyScores(scores), teams, cards);
}

/** standings/current from a tally (see computeStandings); `cards` need only hold the members of the tally. */
export function rankStandings(tally: LeagueTally, teams: TeamInput[], cards: CardInput[]): StandingsData {
  const teamById = new Map(teams.map((t) => [t.id, t]));
  const cardById = new Map(cards.map((c) => [c.id, c]));

  const teamRows = ranked(
    teams
      .filter((t) => !t.isGuest)
      .map((t) => ({
        id: t.id,
        name: t.name,
        color: t.color,
        logoUrl: t.logoUrl,
        totalPoints: tally.teamPoints[t.id] ?? 0,
        memberCount: t.memberCount,
      })),
    (t) => t.totalPoints,
  );

  const memberRows = Object.entries(tally.members).map(([memberId, acc]) => {
    const card = cardById.get(memberId);
    const teamId = card ? card.teamId : scoreTeamOf(acc);
    const team = teamId ? teamById.get(teamId) : undefined;
    return {
      id: memberId,
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
      teamId: t.id,
      name: t.name,
      color: t.color,
      logoUrl: t.logoUrl,
      totalPoints: t.totalPoints,
      memberCount: t.memberCount,
      rank: t.rank,
    })),
    individuals: individuals.map((m): StandingsMemberRow => ({ ...person(m), points: m.points, rank: m.rank })),
    birdieLeaders: birdieLeaders.map((m): BirdieLeaderRow => ({ ...person(m), birdies: m.birdies, rank: m.rank })),
    scoreCount: tally.scoreCount,
  };
}

/** A member's Par 3 scores summed; `gross` counts their recorded gross scores by value (the best is the lowest key). */
export interface Par3MemberTally {
  points: number;
  rounds: number;
  birdies: number;
  gross: Record<string, number>;
}

export interface Par3Tally {
  members: Record<string, Par3MemberTally>;
  scoreCount: number;
}

export const emptyPar3Tally = (): Par3Tally => ({ members: {}, scoreCount: 0 });

/** Adds (sign 1) or takes away (sign -1) one Par 3 score; a member with no rounds left goes. */
export function tallyPar3Score(tally: Par3Tally, s: Par3ScoreInput, sign: 1 | -1): void {
  const m = (tally.members[s.memberId] ??= { points: 0, rounds: 0, birdies: 0, gross: {} });
  m.points = tidy(m.points + sign * num(s.points));
  m.birdies = tidy(m.birdies + sign * num(s.birdies));
  m.rounds += sign;
  if (typeof s.grossScore === 'number' && s.grossScore > 0) {
    const key = String(s.grossScore);
    const count = (m.gross[key] ?? 0) + sign;
    if (count > 0) m.gross[key] = count;
    else delete m.gross[key];
  }
  if (m.rounds <= 0) delete tally.members[s.memberId];
  tally.scoreCount += sign;
}

export function tallyPar3Scores(scores: Par3ScoreInput[]): Par3Tally {
  const tally = emptyPar3Tally();
  for (const s of scores) tallyPar3Score(tally, s, 1);
  return tally;
}

/** par3Standings/current from every Par 3 score: by total points, average to 1 decimal, best (lowest) gross. */
export function computePar3Standings(scores: Par3ScoreInput[], cards: CardInput[]): Par3StandingsData {
  return rankPar3Standings(tallyPar3Scores(scores), cards);
}

/** par3Standings/current from a tally (see computePar3Standings). */
export function rankPar3Standings(tally: Par3Tally, cards: Pick<CardInput, 'id' | 'fullName' | 'avatarUrl'>[]): Par3StandingsData {
  const cardById = new Map(cards.map((c) => [c.id, c]));
  const rows = Object.entries(tally.members).map(([memberId, acc]) => {
    const card = cardById.get(memberId);
    const grosses = Object.keys(acc.gross).map(Number);
    return {
      id: memberId,
      memberId,
      name: card?.fullName ?? '',
      avatarUrl: card?.avatarUrl ?? '',
      totalPoints: acc.points,
      averagePoints: Math.round((acc.points / acc.rounds) * 10) / 10,
      bestGross: grosses.length > 0 ? Math.min(NO_GROSS, ...grosses) : NO_GROSS,
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
  return { entries, scoreCount: tally.scoreCount };
}
