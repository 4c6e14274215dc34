import type { ScoreDoc, TournamentDoc } from '@/lib/schemas/tournament';
import type { StandingsDoc } from '@/lib/schemas/standings';
import { ARRIVAL } from '@/lib/calendar';
import { isUpcoming, societyDay, societyMoment } from '@/lib/dates';
import { formatAed } from '@/lib/money';
import { eventRoom, placesLeft as roomLeft } from '@/lib/capacity';

/** Spec fallbacks for a person or team that cannot be found. */
export const UNKNOWN_MEMBER = 'Unknown';
export const NO_TEAM = 'No Team';
export const NO_TEAM_COLOR = '#888';

/** A round with lunch and prize-giving: the calendar entry's length. */
export const TOURNAMENT_MINUTES = 6 * 60;

/** The formats' names, everywhere a tournament's format is shown or chosen. */
export const FORMAT_LABELS: Record<TournamentDoc['format'], string> = {
  stroke_play: 'Stroke Play',
  team_event: 'Team Event',
  medal: 'Medal',
};

export function formatLabel(format: TournamentDoc['format']): string {
  return FORMAT_LABELS[format] ?? format;
}

/** Tee-off: the tournament's society day at its tee-off time ("07:30"), else its stored moment. */
export function teeOffMoment(t: Pick<TournamentDoc, 'date' | 'teeOffTime'>): Date {
  return societyMoment(societyDay(t.date), t.teeOffTime.trim()) ?? t.date;
}

/** The arrival time (30 minutes before tee-off) as HH:MM, or null when there is no tee-off time. */
export function arrivalTime(t: Pick<TournamentDoc, 'date' | 'teeOffTime'>): Date | null {
  const tee = societyMoment(societyDay(t.date), t.teeOffTime.trim());
  return tee ? new Date(tee.getTime() - ARRIVAL.tournament.minutes * 60_000) : null;
}

/** Places left, never below 0. */
export function placesLeft(t: Pick<TournamentDoc, 'maxParticipants' | 'registeredCount'>): number {
  return roomLeft(eventRoom(t));
}

/** "Upcoming Tournament" for a date today or later (society calendar), else "Tournament Results". */
export function tournamentBadge(date: Date, now: Date = new Date()): string {
  return isUpcoming(date, now) ? 'Upcoming Tournament' : 'Tournament Results';
}

/** An entry fee: "450 AED", "99.50 AED"; a free event says so. */
export function formatFee(amount: number): string {
  return amount === 0 ? 'Free' : formatAed(amount, { cents: true });
}

export interface ResultRow {
  id: string;
  position: number;
  fullName: string;
  teamName: string;
  teamColor: string;
  points: number;
  grossScore: number;
  netScore: number;
  birdies: number;
}

/**
 * A tournament's results, most points first, with names and teams from
 * standings/current (every member with a score is in it) and the spec's
 * fallbacks. Ties share a position (1, 1, 3).
 */
export function resultRows(
  scores: (Pick<ScoreDoc, 'memberId' | 'teamId' | 'points' | 'grossScore' | 'netScore' | 'birdies'> & { id: string })[],
  standings: Pick<StandingsDoc, 'individuals' | 'teams'> | null | undefined,
): ResultRow[] {
  const people = new Map((standings?.individuals ?? []).map((m) => [m.memberId, m]));
  const teams = new Map((standings?.teams ?? []).map((t) => [t.teamId, t]));
  const sorted = [...scores].sort((a, b) => b.points - a.points || a.netScore - b.netScore);
  return sorted
    .map((s, i) => {
      const person = people.get(s.memberId);
      const team = s.teamId ? teams.get(s.teamId) : undefined;
      const sameTeam = person && s.teamId && person.teamId === s.teamId;
      const prev = sorted[i - 1];
      return {
        id: s.id,
        position: 0,
        fullName: person?.fullName || UNKNOWN_MEMBER,
        teamName: team?.name || (sameTeam ? person.teamName : '') || NO_TEAM,
        teamColor: team?.color || (sameTeam ? person.teamColor : '') || NO_TEAM_COLOR,
        points: s.points,
        grossScore: s.grossScore,
        netScore: s.netScore,
        birdies: s.birdies,
        tie: prev !== undefined && prev.points === s.points,
      };
    })
    .reduce<ResultRow[]>((rows, { tie, ...row }, i) => {
      rows.push({ ...row, position: tie ? (rows[i - 1]?.position ?? i + 1) : i + 1 });
      return rows;
    }, []);
}

/** League numbers from the season's data: non-guest teams, league events, and the usual players per team. */
export function leagueNumbers(
  teams: { memberCount: number }[],
  leagueEvents: number,
): { teams: number; events: number; playersPerTeam: number } {
  const counts = new Map<number, number>();
  for (const t of teams) if (t.memberCount > 0) counts.set(t.memberCount, (counts.get(t.memberCount) ?? 0) + 1);
  let playersPerTeam = 0;
  let seen = 0;
  for (const [size, n] of counts) {
    if (n > seen || (n === seen && size > playersPerTeam)) {
      playersPerTeam = size;
      seen = n;
    }
  }
  return { teams: teams.length, events: leagueEvents, playersPerTeam };
}
