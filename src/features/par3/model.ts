import type { Par3StandingsEntry } from '@/lib/schemas/standings';
import { NO_GROSS } from '@/lib/schemas/values';
import { compareNames } from '@/lib/name-order';

/** Players whose row is highlighted on the leaderboard. */
export const PODIUM = 3;

/** The leaderboard by total points (highest first), ties by best gross then name. */
export function par3Leaderboard(entries: Par3StandingsEntry[]): Par3StandingsEntry[] {
  return [...entries].sort((a, b) => b.totalPoints - a.totalPoints || a.bestGross - b.bestGross || compareNames(a.fullName, b.fullName));
}

/** Average points to 1 decimal: 12 -> "12.0", 10.25 -> "10.3". */
export function formatAverage(average: number): string {
  return (Math.round(average * 10) / 10).toFixed(1);
}

/** The best (lowest) gross; a member with none (999) shows "-". */
export function formatBestGross(bestGross: number): string {
  return bestGross >= NO_GROSS || bestGross <= 0 ? '-' : String(bestGross);
}

/** Total points: whole numbers plain, others to 1 decimal. */
export function formatTotal(points: number): string {
  return Number.isInteger(points) ? String(points) : points.toFixed(1);
}
