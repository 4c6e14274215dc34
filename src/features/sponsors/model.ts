import type { SponsorDoc } from '@/lib/schemas/sponsor';
import { SPONSOR_TIERS } from '@/lib/schemas/values';

export type SponsorTier = (typeof SPONSOR_TIERS)[number];

export const TIER_HEADINGS: Record<SponsorTier, string> = {
  platinum: 'Platinum Partners',
  gold: 'Gold Partners',
  silver: 'Silver Partners',
};

/** Active sponsors grouped platinum, gold, silver (empty tiers left out), display order within each. */
export function sponsorsByTier<S extends Pick<SponsorDoc, 'tier' | 'displayOrder' | 'active'>>(
  sponsors: S[],
): { tier: SponsorTier; heading: string; sponsors: S[] }[] {
  return SPONSOR_TIERS.map((tier) => ({
    tier,
    heading: TIER_HEADINGS[tier],
    sponsors: sponsors.filter((s) => s.active && s.tier === tier).sort((a, b) => a.displayOrder - b.displayOrder),
  })).filter((group) => group.sponsors.length > 0);
}

/** Only http(s) links leave the site ("Visit Website"); anything else is not linked. */
export function safeWebsite(url: string): string | null {
  return /^https?:\/\/[^\s<>"]+$/i.test(url.trim()) ? url.trim() : null;
}
