/** Members listed a page at a time on the Membership Fees tab. */
export const FEES_PAGE = 25;

/** Default membership fee in AED (admin spec section 9). */
export const DEFAULT_FEE = 500;

/** A fee input's value as a number: a non-numeric entry becomes 0 (admin spec section 5). */
export function feeFromInput(text: string): number {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? Math.round(value * 100) / 100 : 0;
}

/** The four cards of the Membership Fees tab (server counts and sum: src/lib/data/member-lists.ts). */
export interface FeeSummary {
  total: number;
  paid: number;
  unpaid: number;
  /** The sum of the fee amounts of members marked paid. */
  revenue: number;
}
