import { docRef } from '@/lib/data/refs';

/** The member's registration (its id is the member's uid): the pre-check and the dashboard lists. */
export const par3RegistrationRef = (eventId: string, uid: string) => docRef('par3Registrations', uid, { eventId });

/** The member's own waiting place (id = uid), if any. */
export const par3WaitlistRef = (eventId: string, uid: string) => docRef('par3Waitlist', uid, { eventId });
