import { orderBy, query } from 'firebase/firestore';
import { collectionRef } from '@/lib/data/refs';

/** Every member's private profile, newest first (admins only: the rules refuse others). */
export const allProfiles = () => query(collectionRef('profiles'), orderBy('createdAt', 'desc'));

/** The admin mirror: roles/{uid} exists for every admin. */
export const adminRoles = () => collectionRef('roles');

/** Who plays for which team (teamMembers/{uid}). */
export const teamMemberships = () => collectionRef('teamMembers');

export const allTeams = () => query(collectionRef('teams'), orderBy('name', 'asc'));
