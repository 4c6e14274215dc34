import { orderBy, query, where } from 'firebase/firestore';
import { collectionRef, docRef } from '@/lib/data/refs';

/** Every team by name. */
export const teamsByName = () => query(collectionRef('teams'), orderBy('name', 'asc'));

/** The public member cards (name, avatar, handicap, team, captain): never a profile. */
export const memberCards = () => query(collectionRef('members'), orderBy('fullName', 'asc'));

export const teamRef = (teamId: string) => docRef('teams', teamId);

/** A team's members' public cards. */
export const teamCards = (teamId: string) => query(collectionRef('members'), where('teamId', '==', teamId));
