import { collectionRef } from '@/lib/data/refs';
import { liveQuery } from '@/lib/data/live-query';

/** The active slides to show in display order (useLive's `order: byDisplayOrder`; the filter is required: the rules refuse inactive ones to visitors). */
export const activeSlides = () => liveQuery(collectionRef('heroSlides'), { where: [['isActive', '==', true]] });
