/** The 10 default benefits (spec /join), used when no benefit_* content exists. */
export const DEFAULT_BENEFITS: readonly string[] = [
  'Entry to all tournaments and society events',
  'The weekly Par 3 League',
  'A place in one of the league teams',
  'Discounted green fees at partner courses',
  'Handicap tracking',
  'Social events throughout the season',
  'Exclusive sponsor discounts',
  'Coaching clinics',
  'Live leaderboards and results',
  'Priority registration for events',
];

/** The benefit_* texts sorted by key (benefit_01, benefit_02, ...), else the defaults. */
export function benefitsFrom(content: Record<string, string>): string[] {
  const stored = Object.entries(content)
    .filter(([key, text]) => key.startsWith('benefit_') && text.trim() !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, text]) => text.trim());
  return stored.length > 0 ? stored : [...DEFAULT_BENEFITS];
}
