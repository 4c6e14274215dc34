import { orderBy, query, where } from 'firebase/firestore';
import { collectionRef } from '@/lib/data/refs';

/** The active slides in display order (the filter is required: the rules refuse inactive ones to visitors). */
export const activeSlides = () =>
  query(collectionRef('heroSlides'), where('isActive', '==', true), orderBy('displayOrder', 'asc'));
