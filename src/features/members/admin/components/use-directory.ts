import { useMemo } from 'react';
import type { Paged } from '@/components/kit';
import type { Row } from '@/lib/data/refs';
import { useLive, type Live } from '@/lib/data/use-live';
import { useLivePages } from '@/lib/data/use-live-pages';
import { adminRoles, allTeams, profilesPage, readEveryMember, teamMemberships, type MemberFilter } from '../api/queries';

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

/** Each profile with its admin role, team and captaincy. */
export function joinDirectory(
  profiles: readonly Row<'profiles'>[],
  roles: readonly { id: string }[],
  memberships: readonly ({ id: string; teamId: string } | null)[],
  teams: Row<'teams'>[],
): Directory {
  const admins = new Set(roles.map((r) => r.id));
  const teamById = new Map(teams.map((t) => [t.id, t]));
  const teamOf = new Map(memberships.flatMap((m) => (m ? [[m.id, m.teamId] as const] : [])));
  const members = profiles.map((profile) => {
    const team = teamById.get(teamOf.get(profile.id) ?? '') ?? null;
    return { profile, isAdmin: admins.has(profile.id), team, isCaptain: team?.captainId === profile.id };
  });
  return { members, teams };
}

/**
 * One page of members (the search and filters asked of the server) with their
 * admin role, team and captaincy: the page's profiles, the team memberships,
 * the admins (roles) and the teams, shown as one read (issue 31). The
 * memberships are one list, as the roles are: a handful of documents per team
 * of the league, however many members the society has, followed once while
 * the pages grow. While the next page answers, the members shown stay.
 */
export function usePagedDirectory(filter: MemberFilter, size: number): Live<Directory> & Paged {
  const profiles = useLivePages((count) => profilesPage(filter, count), size);
  const roles = useLive(adminRoles());
  const teams = useLive(allTeams());
  const memberships = useLive(teamMemberships());
  const joined = useMemo(
    () =>
      profiles.data && roles.data && teams.data && memberships.data
        ? joinDirectory(profiles.data, roles.data, memberships.data, teams.data)
        : undefined,
    [profiles.data, roles.data, teams.data, memberships.data],
  );
  const reads = [profiles, roles, teams, memberships] as const;
  const failed = reads.find((r) => r.error !== undefined);
  const retry = () => reads.forEach((r) => r.retry());
  const paging = { hasMore: profiles.hasMore, more: profiles.more, loadingMore: profiles.loadingMore };
  if (failed) return { data: undefined, loading: false, error: failed.error, retry, ...paging };
  if (joined) return { data: joined, loading: false, error: undefined, retry, ...paging };
  return { data: undefined, loading: true, error: undefined, retry, ...paging };
}

/** Every member with role and team, for the export (one read of each collection, on demand). */
export async function everyMember(): Promise<DirectoryMember[]> {
  const all = await readEveryMember();
  return joinDirectory(all.profiles, all.roles, all.memberships, all.teams).members;
}
