import { docRef } from '@/lib/data/refs';

export const ownProfileRef = (uid: string) => docRef('profiles', uid);
