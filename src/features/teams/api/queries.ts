import { orderBy, query } from 'firebase/firestore';
import { collectionRef } from '@/lib/data/refs';

/** Every team by name. */
export const teamsByName = () => query(collectionRef('teams'), orderBy('name', 'asc'));

/** The public member cards (name, avatar, handicap, team, captain): never a profile. */
export const memberCards = () => query(collectionRef('members'), orderBy('fullName', 'asc'));
