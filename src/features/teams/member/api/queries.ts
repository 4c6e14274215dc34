import { docRef } from '@/lib/data/refs';

/** The member's team membership (teamMembers/{uid}): which team, if any. */
export const teamMembershipRef = (uid: string) => docRef('teamMembers', uid);
