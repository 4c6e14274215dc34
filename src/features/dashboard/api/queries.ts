import { docRef } from '@/lib/data/refs';

/** The signed-in member's own profile (owner-only in the rules); null until it is created. */
export const ownProfile = (uid: string) => docRef('profiles', uid);
