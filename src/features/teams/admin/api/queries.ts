import { orderBy, query } from 'firebase/firestore';
import { collectionRef } from '@/lib/data/refs';

export const allTeams = () => query(collectionRef('teams'), orderBy('name', 'asc'));

/** Who plays for which team (teamMembers/{uid}: { teamId }). */
export const teamMemberships = () => collectionRef('teamMembers');

/** The public member cards, for names. */
export const memberCards = () => query(collectionRef('members'), orderBy('fullName', 'asc'));
