/**
 * Everything that is computed from what members and admins enter: public
 * member cards, team totals, registration counters and the two standings
 * documents (architecture: "aggregate on write"). Until the functions that
 * own this data exist, the seed writes what these pure functions return; the
 * functions should produce exactly the same documents.
 */
import type {
  DerivedData,
  Doc,
  MemberCardDoc,
  Par3EventDoc,
  Par3EventSource,
  Par3ScoreDoc,
  Par3StandingsDoc,
  Par3StandingsPlayer,
  ProfileDoc,
  ScoreDoc,
  SeedSource,
  StandingsBirdie,
  StandingsDoc,
  StandingsIndividual,
  SubDoc,
  TeamDoc,
  TeamMemberDoc,
  TeamSource,
  TeeTimeDoc,
  TeeTimeSource,
  TournamentDoc,
  TournamentSource,
} from './types';

/** Best gross when a player has no Par 3 round (spec: "999 if missing"). */
export const NO_GROSS = 999;

const byName = (a: { fullName: string }, b: { fullName: string }) => a.fullName.localeCompare(b.fullName);

/** The public card of one profile: no email, phone or date of birth, ever. */
export function memberCard(profile: ProfileDoc, teamId: string | null, isCaptain: boolean): MemberCardDoc {
  return {
    fullName: profile.fullName,
    avatarUrl: profile.avatarUrl,
    handicap: profile.handicap,
    teamId,
    isCaptain,
    isGuest: profile.isGuest,
  };
}

/** `members/{uid}` for every profile, from its team membership and the team's captain. */
export function memberCards(
  profiles: readonly Doc<ProfileDoc>[],
  teamMembers: readonly Doc<TeamMemberDoc>[],
  teams: readonly Doc<TeamSource>[],
): Doc<MemberCardDoc>[] {
  const teamOf = new Map(teamMembers.map((m) => [m.id, m.data.teamId]));
  const captainOf = new Map(teams.map((t) => [t.id, t.data.captainId]));
  return profiles.map(({ id, data }) => {
    const teamId = teamOf.get(id) ?? null;
    return { id, data: memberCard(data, teamId, teamId !== null && captainOf.get(teamId) === id) };
  });
}

/**
 * Teams with `memberCount` (members in `teamMembers`) and `totalPoints` (the
 * tournament points scored for the team, i.e. by scores carrying its teamId).
 */
export function teamsWithTotals(
  teams: readonly Doc<TeamSource>[],
  teamMembers: readonly Doc<TeamMemberDoc>[],
  scores: readonly Doc<ScoreDoc>[],
): Doc<TeamDoc>[] {
  const members = new Map<string, number>();
  for (const m of teamMembers) members.set(m.data.teamId, (members.get(m.data.teamId) ?? 0) + 1);
  const points = new Map<string, number>();
  for (const s of scores) if (s.data.teamId) points.set(s.data.teamId, (points.get(s.data.teamId) ?? 0) + s.data.points);
  return teams.map(({ id, data }) => ({
    id,
    data: { ...data, totalPoints: points.get(id) ?? 0, memberCount: members.get(id) ?? 0 },
  }));
}

/** How many subcollection documents each parent has. */
export function countByParent(docs: readonly SubDoc<unknown>[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const d of docs) counts.set(d.parentId, (counts.get(d.parentId) ?? 0) + 1);
  return counts;
}

/** Tournaments with `registeredCount` = their registration documents. */
export function tournamentsWithCounts(
  tournaments: readonly Doc<TournamentSource>[],
  registrations: readonly SubDoc<unknown>[],
): Doc<TournamentDoc>[] {
  const counts = countByParent(registrations);
  return tournaments.map(({ id, data }) => ({ id, data: { ...data, registeredCount: counts.get(id) ?? 0 } }));
}

/** Par 3 events with `registeredCount` = their registration documents. */
export function par3EventsWithCounts(
  events: readonly Doc<Par3EventSource>[],
  registrations: readonly SubDoc<unknown>[],
): Doc<Par3EventDoc>[] {
  const counts = countByParent(registrations);
  return events.map(({ id, data }) => ({ id, data: { ...data, registeredCount: counts.get(id) ?? 0 } }));
}

/** Tee times with `currentParticipants` = the event's registrations on that tee time. */
export function teeTimesWithCounts(
  teeTimes: readonly SubDoc<TeeTimeSource>[],
  registrations: readonly SubDoc<{ teeTimeId: string }>[],
): SubDoc<TeeTimeDoc>[] {
  const counts = new Map<string, number>();
  for (const r of registrations) {
    const key = `${r.parentId}/${r.data.teeTimeId}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return teeTimes.map(({ parentId, id, data }) => ({
    parentId,
    id,
    data: { ...data, currentParticipants: counts.get(`${parentId}/${id}`) ?? 0 },
  }));
}

/**
 * `standings/current`: non-guest teams by total points; every member with a
 * score, by summed points; members with at least one birdie, by birdies.
 * Ties are broken by name so the order is stable.
 */
export function standings(
  teams: readonly Doc<TeamDoc>[],
  members: readonly Doc<MemberCardDoc>[],
  scores: readonly Doc<ScoreDoc>[],
  updatedAt: Date,
): StandingsDoc {
  const card = new Map(members.map((m) => [m.id, m.data]));
  const teamName = new Map(teams.map((t) => [t.id, t.data.name]));
  const totals = new Map<string, { points: number; birdies: number }>();
  for (const { data: s } of scores) {
    const total = totals.get(s.memberId) ?? { points: 0, birdies: 0 };
    total.points += s.points;
    total.birdies += s.birdies;
    totals.set(s.memberId, total);
  }
  const person = (memberId: string) => {
    const c = card.get(memberId);
    const teamId = c?.teamId ?? null;
    return {
      memberId,
      fullName: c?.fullName ?? 'Unknown',
      avatarUrl: c?.avatarUrl ?? '',
      teamId,
      teamName: teamId ? (teamName.get(teamId) ?? '') : '',
    };
  };
  const individuals: StandingsIndividual[] = [...totals].map(([memberId, t]) => ({ ...person(memberId), points: t.points }));
  individuals.sort((a, b) => b.points - a.points || byName(a, b) || a.memberId.localeCompare(b.memberId));
  const birdies: StandingsBirdie[] = [...totals]
    .filter(([, t]) => t.birdies > 0)
    .map(([memberId, t]) => {
      const { fullName, avatarUrl, teamName: name } = person(memberId);
      return { memberId, fullName, avatarUrl, teamName: name, birdies: t.birdies };
    });
  birdies.sort((a, b) => b.birdies - a.birdies || byName(a, b) || a.memberId.localeCompare(b.memberId));
  return {
    teams: teams
      .filter((t) => !t.data.isGuest)
      .map(({ id, data }) => ({
        teamId: id,
        name: data.name,
        color: data.color,
        logoUrl: data.logoUrl,
        totalPoints: data.totalPoints,
        memberCount: data.memberCount,
      }))
      .sort((a, b) => b.totalPoints - a.totalPoints || a.name.localeCompare(b.name)),
    individuals,
    birdies,
    updatedAt,
  };
}

/**
 * `par3Standings/current`: per player, rounds, total points, average points
 * (one decimal), best (lowest) gross and birdies; sorted by total points.
 */
export function par3Standings(
  members: readonly Doc<MemberCardDoc>[],
  scores: readonly Doc<Par3ScoreDoc>[],
  updatedAt: Date,
): Par3StandingsDoc {
  const card = new Map(members.map((m) => [m.id, m.data]));
  const players = new Map<string, Par3StandingsPlayer>();
  for (const { data: s } of scores) {
    const c = card.get(s.memberId);
    const p = players.get(s.memberId) ?? {
      memberId: s.memberId,
      fullName: c?.fullName ?? 'Unknown',
      avatarUrl: c?.avatarUrl ?? '',
      rounds: 0,
      totalPoints: 0,
      averagePoints: 0,
      bestGross: NO_GROSS,
      birdies: 0,
    };
    p.rounds += 1;
    p.totalPoints += s.points;
    p.bestGross = Math.min(p.bestGross, s.grossScore);
    p.birdies += s.birdies;
    players.set(s.memberId, p);
  }
  const list = [...players.values()].map((p) => ({ ...p, averagePoints: Math.round((p.totalPoints / p.rounds) * 10) / 10 }));
  list.sort(
    (a, b) =>
      b.totalPoints - a.totalPoints || b.averagePoints - a.averagePoints || byName(a, b) || a.memberId.localeCompare(b.memberId),
  );
  return { players: list, updatedAt };
}

/** All derived documents of a season, computed from its source data. */
export function deriveAll(source: SeedSource, now: Date): DerivedData {
  const members = memberCards(source.profiles, source.teamMembers, source.teams);
  const teams = teamsWithTotals(source.teams, source.teamMembers, source.scores);
  return {
    members,
    teams,
    tournaments: tournamentsWithCounts(source.tournaments, source.tournamentRegistrations),
    par3Events: par3EventsWithCounts(source.par3Events, source.par3Registrations),
    teeTimes: teeTimesWithCounts(source.teeTimes, source.par3Registrations),
    standings: standings(teams, members, source.scores, now),
    par3Standings: par3Standings(members, source.par3Scores, now),
  };
}
