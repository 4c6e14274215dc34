import { collectionRef } from '@/lib/data/refs';
import { liveQuery } from '@/lib/data/live-query';

/** Active sponsors to show in display order (useLive's `order: byDisplayOrder`; the filter is required: the rules refuse inactive ones to visitors). */
export const activeSponsors = () => liveQuery(collectionRef('sponsors'), { where: [['active', '==', true]] });
