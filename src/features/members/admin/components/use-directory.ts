import type { Row } from '@/lib/data/refs';
import { useLive, type Live } from '@/lib/data/use-live';
import { adminRoles, allProfiles, allTeams, teamMemberships } from '../api/queries';

export interface DirectoryMember {
  profile: Row<'profiles'>;
  isAdmin: boolean;
  team: Row<'teams'> | null;
  isCaptain: boolean;
}

export interface Directory {
  members: DirectoryMember[];
  teams: Row<'teams'>[];
}

/**
 * Every member with their admin role, team and captaincy: four live reads
 * joined (profiles, roles, teamMembers, teams), shown as one read.
 */
export function useDirectory(): Live<Directory> {
  const profiles = useLive(allProfiles());
  const roles = useLive(adminRoles());
  const memberships = useLive(teamMemberships());
  const teams = useLive(allTeams());
  const reads = [profiles, roles, memberships, teams] as const;
  const failed = reads.find((r) => r.error !== undefined);
  const retry = () => reads.forEach((r) => r.retry());
  if (failed) return { data: undefined, loading: false, error: failed.error, retry };
  if (reads.some((r) => r.loading) || !profiles.data || !roles.data || !memberships.data || !teams.data) {
    return { data: undefined, loading: true, error: undefined, retry };
  }
  const admins = new Set(roles.data.map((r) => r.id));
  const teamById = new Map(teams.data.map((t) => [t.id, t]));
  const teamOf = new Map(memberships.data.map((m) => [m.id, m.teamId]));
  const members = profiles.data.map((profile) => {
    const team = teamById.get(teamOf.get(profile.id) ?? '') ?? null;
    return { profile, isAdmin: admins.has(profile.id), team, isCaptain: team?.captainId === profile.id };
  });
  return { data: { members, teams: teams.data }, loading: false, error: undefined, retry };
}
