import type { MemberCard } from '@/lib/schemas/member';
import type { TeamDoc } from '@/lib/schemas/team';
import { compareNames } from '@/lib/name-order';

/** Spec fallbacks. */
export const NO_TEAM = 'No Team';
export const NO_TEAM_COLOR = '#888';
export const UNKNOWN_MEMBER = 'Unknown';

type Card = Pick<MemberCard, 'fullName' | 'avatarUrl' | 'handicap' | 'teamId' | 'isCaptain' | 'isGuest'> & { id: string };
type Team = Pick<TeamDoc, 'name' | 'color' | 'logoUrl' | 'description' | 'captainId' | 'isGuest' | 'totalPoints' | 'memberCount'> & {
  id: string;
};

export interface Roster<T extends Team, C extends Card> {
  team: T;
  name: string;
  color: string;
  captain: C | null;
  /** The team's members other than the captain, by name. */
  members: C[];
  /** Everyone on the team, the captain included. */
  memberCount: number;
}

const byName = (a: Card, b: Card) => compareNames(a.fullName || UNKNOWN_MEMBER, b.fullName || UNKNOWN_MEMBER);

/**
 * Each team with its captain and other members, from the member cards. The
 * captain is the team's captainId when that member is on the team, else a
 * card flagged isCaptain.
 */
export function rosters<T extends Team, C extends Card>(teams: T[], cards: C[]): Roster<T, C>[] {
  return teams.map((team) => {
    const onTeam = cards.filter((c) => c.teamId === team.id).sort(byName);
    const captain = onTeam.find((c) => c.id === team.captainId) ?? onTeam.find((c) => c.isCaptain) ?? null;
    return {
      team,
      name: team.name.trim() || NO_TEAM,
      color: /^#[0-9a-f]{6}$/i.test(team.color) ? team.color : NO_TEAM_COLOR,
      captain,
      members: onTeam.filter((c) => c !== captain),
      memberCount: onTeam.length,
    };
  });
}

/** "Meet the Subs": members on no team (a card whose team no longer exists counts too), by name. */
export function subs<C extends Card>(cards: C[], teamIds: Iterable<string>): C[] {
  const known = new Set(teamIds);
  return cards.filter((c) => !c.teamId || !known.has(c.teamId)).sort(byName);
}

/** A member's name, or "Unknown". */
export function displayName(name: string | null | undefined): string {
  return name?.trim() || UNKNOWN_MEMBER;
}

/** "12.4"; no handicap shows "-". */
export function formatHandicap(handicap: number | null): string {
  return handicap === null ? '-' : handicap.toFixed(1);
}
