import { collectionRef, docRef } from '@/lib/data/refs';
import { liveQuery } from '@/lib/data/live-query';
import { CURRENT } from '@/lib/schemas/collections';

/** Every team by name. */
export const teamsByName = () => liveQuery(collectionRef('teams'), { orderBy: [['name', 'asc']] });

/** The public member cards (name, avatar, handicap, team, captain): never a profile. */
export const memberCards = () => liveQuery(collectionRef('members'), { orderBy: [['fullName', 'asc']] });

/** Every public member card in one document (a digest the functions keep): the teams page's one read of people. */
export const rosterRef = () => docRef('rosters', CURRENT);

export const teamRef = (teamId: string) => docRef('teams', teamId);

/** A team's members' public cards. */
export const teamCards = (teamId: string) => liveQuery(collectionRef('members'), { where: [['teamId', '==', teamId]] });
