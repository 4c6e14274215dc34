/** Default membership fee in AED (admin spec section 9). */
export const DEFAULT_FEE = 500;

/** A fee input's value as a number: a non-numeric entry becomes 0 (admin spec section 5). */
export function feeFromInput(text: string): number {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? Math.round(value * 100) / 100 : 0;
}

export interface FeeSummary {
  total: number;
  paid: number;
  unpaid: number;
  /** The sum of the fee amounts of members marked paid. */
  revenue: number;
}

export function summarise(profiles: readonly { membershipFeePaid: boolean; membershipFeeAmount: number | null }[]): FeeSummary {
  const paid = profiles.filter((p) => p.membershipFeePaid);
  const cents = paid.reduce((sum, p) => sum + Math.round((p.membershipFeeAmount ?? 0) * 100), 0);
  return { total: profiles.length, paid: paid.length, unpaid: profiles.length - paid.length, revenue: cents / 100 };
}
