import { collectionAt, liveDoc, liveQuery } from '@/lib/data/live-read';
import { CURRENT } from '@/lib/schemas/values';

/** Every team by name. */
export const teamsByName = () => liveQuery(collectionAt('teams'), { orderBy: [['name', 'asc']] });

/** The public member cards (name, avatar, handicap, team, captain): never a profile. */
export const memberCards = () => liveQuery(collectionAt('members'), { orderBy: [['fullName', 'asc']] });

/** Every public member card in one document (a digest the functions keep): the teams page's one read of people. */
export const rosterRef = () => liveDoc('rosters', CURRENT);

export const teamRef = (teamId: string) => liveDoc('teams', teamId);

/** A team's members' public cards. */
export const teamCards = (teamId: string) => liveQuery(collectionAt('members'), { where: [['teamId', '==', teamId]] });
