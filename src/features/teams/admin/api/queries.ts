import { collectionRef } from '@/lib/data/refs';

export { memberCards, teamsByName as allTeams } from '../../api/queries';

/** Who plays for which team (teamMembers/{uid}: { teamId }). */
export const teamMemberships = () => collectionRef('teamMembers');
