import { getDocsFromServer, orderBy, query } from 'firebase/firestore';
import { collectionRef } from '@/lib/data/refs';
import { everyProfile } from '@/lib/data/member-lists';

export { profilesPage, profileTotals, type MemberFilter } from '@/lib/data/member-lists';

/** The admin mirror: roles/{uid} exists for every admin (a handful of documents, not one per member). */
export const adminRoles = () => collectionRef('roles');

/** Who plays for which team: teamMembers/{uid}, one per member on a team of the league (a few dozen documents). */
export const teamMemberships = () => collectionRef('teamMembers');

export const allTeams = () => query(collectionRef('teams'), orderBy('name', 'asc'));

/** Every member, their admin role and team, read once: the export (it writes every row, whatever the page shows). */
export async function readEveryMember() {
  const [profiles, roles, memberships, teams] = await Promise.all([
    everyProfile(),
    getDocsFromServer(adminRoles()),
    getDocsFromServer(teamMemberships()),
    getDocsFromServer(allTeams()),
  ]);
  return {
    profiles,
    roles: roles.docs.map((d) => d.data()),
    memberships: memberships.docs.map((d) => d.data()),
    teams: teams.docs.map((d) => d.data()),
  };
}
