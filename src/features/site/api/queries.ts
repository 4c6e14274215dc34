import { collectionAt, liveQuery } from '@/lib/data/live-read';

/** The active slides to show in display order (useLive's `order: byDisplayOrder`; the filter is required: the rules refuse inactive ones to visitors). */
export const activeSlides = () => liveQuery(collectionAt('heroSlides'), { where: [['isActive', '==', true]] });
