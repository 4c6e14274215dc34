import type { BirdieLeaderRow, StandingsMemberRow, StandingsTeamRow } from '@/lib/schemas/standings';

/** Spec section 9: at most 12 teams on home, the top 10 scorers, the top 10 birdie leaders. */
export const HOME_TEAMS = 12;
export const TOP_SCORERS = 10;
export const TOP_BIRDIES = 10;

/** Non-guest teams by total points (highest first), at most `count`. */
export function topTeams(teams: (StandingsTeamRow & { isGuest?: boolean })[], count = HOME_TEAMS): StandingsTeamRow[] {
  return teams
    .filter((t) => t.isGuest !== true)
    .sort((a, b) => b.totalPoints - a.totalPoints || a.rank - b.rank)
    .slice(0, count);
}

/** Members by summed points (highest first), at most `count`. */
export function topScorers(rows: StandingsMemberRow[], count = TOP_SCORERS): StandingsMemberRow[] {
  return [...rows].sort((a, b) => b.points - a.points || a.rank - b.rank).slice(0, count);
}

/** Members with more than 0 birdies, most first, at most `count`. */
export function topBirdies(rows: BirdieLeaderRow[], count = TOP_BIRDIES): BirdieLeaderRow[] {
  return rows
    .filter((r) => r.birdies > 0)
    .sort((a, b) => b.birdies - a.birdies || a.rank - b.rank)
    .slice(0, count);
}

/** Points as the league shows them: whole numbers plain, others to 1 decimal ("42", "40.5"). */
export function formatPoints(points: number): string {
  return Number.isInteger(points) ? String(points) : points.toFixed(1);
}
