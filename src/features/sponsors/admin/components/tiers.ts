import type { SelectOption } from '@/components/kit';
import type { SponsorDoc } from '@/lib/schemas/sponsor';

/** The tiers as the public page names them (admin spec section 9). */
export const TIER_LABELS: Record<SponsorDoc['tier'], string> = {
  platinum: 'Platinum Partners',
  gold: 'Gold Partners',
  silver: 'Silver Partners',
};

export const TIER_OPTIONS: SelectOption[] = Object.entries(TIER_LABELS).map(([value, label]) => ({ value, label }));

export const TIER_COLORS: Record<SponsorDoc['tier'], string> = { platinum: 'purple', gold: 'yellow', silver: 'gray' };
