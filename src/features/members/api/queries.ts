import { docRef } from '@/lib/data/refs';

/** The signed-in member's own profile (owner-only in the rules): whether the fee is paid. */
export const ownProfileRef = (uid: string) => docRef('profiles', uid);
