import { query } from 'firebase/firestore';
import { collectionRef, docRef } from '@/lib/data/refs';

export const slideRef = (id: string) => docRef('heroSlides', id);

/** Every slide, inactive ones too, to show in display order (useLive's `order: byDisplayOrder`; admins only: the rules show visitors active ones). */
export const allSlides = () => query(collectionRef('heroSlides'));
