import { query, where } from 'firebase/firestore';
import { collectionRef } from '@/lib/data/refs';

/** The active slides to show in display order (useLive's `order: byDisplayOrder`; the filter is required: the rules refuse inactive ones to visitors). */
export const activeSlides = () => query(collectionRef('heroSlides'), where('isActive', '==', true));
