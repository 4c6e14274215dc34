import { collectionRef } from '@/lib/data/refs';

/** Every team, for the sign-up's preferred team list (sorted and filtered on screen: a handful of documents). */
export const allTeams = () => collectionRef('teams');
