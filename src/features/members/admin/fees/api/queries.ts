import { orderBy, query } from 'firebase/firestore';
import { collectionRef } from '@/lib/data/refs';

/** Every member's profile, by name (admins only), for the fee cards and list. */
export const feeProfiles = () => query(collectionRef('profiles'), orderBy('fullName', 'asc'));
