import { orderBy, query, where } from 'firebase/firestore';
import { collectionRef } from '@/lib/data/refs';

/** Active sponsors in display order (the filter is required: the rules refuse inactive ones to visitors). */
export const activeSponsors = () =>
  query(collectionRef('sponsors'), where('active', '==', true), orderBy('displayOrder', 'asc'));
