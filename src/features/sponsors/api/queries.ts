import { query, where } from 'firebase/firestore';
import { collectionRef } from '@/lib/data/refs';

/** Active sponsors to show in display order (useLive's `order: byDisplayOrder`; the filter is required: the rules refuse inactive ones to visitors). */
export const activeSponsors = () => query(collectionRef('sponsors'), where('active', '==', true));
