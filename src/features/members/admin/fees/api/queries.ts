import { profilesPage, profileTotals, type MemberFilter } from '@/lib/data/member-lists';
import type { FeeSummary } from '../fees';

/** A page of profiles by name (admins only), for the fee list: the search and paid/unpaid asked of the server. */
export const feeProfiles = (filter: MemberFilter, count: number) => profilesPage(filter, count);

/** The four cards' figures from the server's counts and sum (no profile downloaded). */
export async function feeTotals(): Promise<FeeSummary> {
  const { total, paid, revenue } = await profileTotals();
  return { total, paid, unpaid: total - paid, revenue };
}
