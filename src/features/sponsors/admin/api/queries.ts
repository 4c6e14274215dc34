import { query } from 'firebase/firestore';
import { collectionRef, docRef } from '@/lib/data/refs';

export const sponsorRef = (id: string) => docRef('sponsors', id);

/** Every sponsor, inactive ones too, to show in display order (useLive's `order: byDisplayOrder`; admins only: the rules show visitors active ones). */
export const allSponsors = () => query(collectionRef('sponsors'));
