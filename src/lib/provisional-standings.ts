/**
 * The league as it would stand if the round ended now (issue 29): the official
 * standings (standings/current) with the live round's points added. Pure, beside
 * src/lib/standings.ts; the home page and the tournament page show it, marked
 * "Provisional" until the cards are verified (decision 0022).
 *
 * A verified card has already written the member's score, so it is in the
 * official standings: only cards not yet verified add their points. A member
 * with an official score for this tournament (typed by an admin, or a card that
 * was verified and then reopened) has that score replaced by the card's points,
 * never added twice.
 */
import { competitionRanks } from './standings';
import type { StandingsMemberRow, StandingsTeamRow } from './schemas/standings';
import { compareNames } from './name-order';

export interface LiveCard {
  memberId: string;
  fullName: string;
  teamId: string | null;
  teamName: string;
  points: number;
  thru: number;
  status: string;
}

export interface OfficialScore {
  memberId: string;
  teamId: string | null;
  points: number;
}

export interface ProvisionalTeam extends StandingsTeamRow {
  /** Points the live round adds (may be negative when a card replaces a higher official score). */
  today: number;
}

export interface ProvisionalMember extends StandingsMemberRow {
  today: number;
}

export interface ProvisionalStandings {
  teams: ProvisionalTeam[];
  individuals: ProvisionalMember[];
  /** Whether any live card adds points (false: the provisional standings are the official ones). */
  live: boolean;
}

function reranked<T extends { name: string }>(rows: T[], value: (row: T) => number): (T & { rank: number })[] {
  const sorted = [...rows].sort((a, b) => value(b) - value(a) || compareNames(a.name, b.name));
  const ranks = competitionRanks(sorted, value);
  return sorted.map((row, i) => ({ ...row, rank: ranks[i] ?? i + 1 }));
}

export function provisionalStandings(
  official: { teams: readonly StandingsTeamRow[]; individuals: readonly StandingsMemberRow[] },
  cards: readonly LiveCard[],
  scoresOfRound: readonly OfficialScore[],
): ProvisionalStandings {
  const scoreByMember = new Map(scoresOfRound.map((s) => [s.memberId, s]));
  const teamToday = new Map<string, number>();
  const memberToday = new Map<string, { card: LiveCard; today: number }>();
  for (const card of cards) {
    if (card.status === 'verified' || card.thru === 0) continue;
    const replaced = scoreByMember.get(card.memberId);
    const today = card.points - (replaced?.points ?? 0);
    memberToday.set(card.memberId, { card, today });
    if (card.teamId) teamToday.set(card.teamId, (teamToday.get(card.teamId) ?? 0) + card.points);
    if (replaced?.teamId) teamToday.set(replaced.teamId, (teamToday.get(replaced.teamId) ?? 0) - replaced.points);
  }

  const teams = reranked(
    official.teams.map((t) => ({ ...t, today: teamToday.get(t.teamId) ?? 0, totalPoints: t.totalPoints + (teamToday.get(t.teamId) ?? 0) })),
    (t) => t.totalPoints,
  );

  const known = new Set(official.individuals.map((m) => m.memberId));
  const people = [
    ...official.individuals.map((m) => {
      const today = memberToday.get(m.memberId)?.today ?? 0;
      return { ...m, name: m.fullName, today, points: m.points + today };
    }),
    ...[...memberToday.values()]
      .filter(({ card }) => !known.has(card.memberId))
      .map(({ card, today }) => ({
        memberId: card.memberId,
        fullName: card.fullName,
        name: card.fullName,
        avatarUrl: '',
        teamId: card.teamId,
        teamName: card.teamName,
        teamColor: official.teams.find((t) => t.teamId === card.teamId)?.color ?? '',
        points: today,
        today,
        rank: 1,
      })),
  ];
  const individuals = reranked(people, (m) => m.points).map((m) => {
    const { name, ...row } = m;
    void name;
    return row;
  });
  return { teams, individuals, live: memberToday.size > 0 };
}
