import { collectionAt, liveQuery } from '@/lib/data/live-read';

/** Active sponsors to show in display order (useLive's `order: byDisplayOrder`; the filter is required: the rules refuse inactive ones to visitors). */
export const activeSponsors = () => liveQuery(collectionAt('sponsors'), { where: [['active', '==', true]] });
