import { docRef } from '@/lib/data/refs';

/** The member's registration (its id is the member's uid): the pre-check and the dashboard lists. */
export const tournamentRegistrationRef = (tournamentId: string, uid: string) => docRef('tournamentRegistrations', uid, { tournamentId });

/** The member's own waiting place (id = uid), if any. */
export const tournamentWaitlistRef = (tournamentId: string, uid: string) => docRef('tournamentWaitlist', uid, { tournamentId });
