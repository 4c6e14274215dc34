/**
 * The admin lists of members (Members, Edit Members, Fees, the registrations
 * managers' pickers), read a page at a time (issue 31): the search and the
 * filters are parts of the query, so a page costs its rows whatever the
 * society's size. Admins only: the rules refuse others a list of profiles.
 *
 * Ordered by `fullName`, which every profile has, so paging reaches every
 * member. A search asks `searchTerms` (kept by the functions:
 * src/lib/member-search.ts); a profile written before that field existed is
 * listed but not found by a search until it is written again or backfilled
 * (`npm run members:backfill`). A filter matches the stored value: a profile
 * that lacks the field (read as pending and unpaid) is listed unfiltered only.
 */
import {
  getAggregateFromServer,
  getDocsFromServer,
  limit,
  orderBy,
  query,
  where,
  count,
  sum,
  waitForPendingWrites,
  type QueryConstraint,
} from 'firebase/firestore';
import type { MEMBERSHIP_STATUSES } from '@/lib/schemas/profile';
import { searchTerm } from '@/lib/member-search';
import { collectionRef } from './refs';

export interface MemberFilter {
  /** What the admin typed: a name, a word of it, or an email (a prefix of any of them). */
  search?: string;
  status?: (typeof MEMBERSHIP_STATUSES)[number];
  feePaid?: boolean;
}

function constraints({ search, status, feePaid }: MemberFilter): QueryConstraint[] {
  const term = searchTerm(search ?? '');
  return [
    ...(status ? [where('membershipStatus', '==', status)] : []),
    ...(feePaid !== undefined ? [where('membershipFeePaid', '==', feePaid)] : []),
    ...(term ? [where('searchTerms', 'array-contains', term)] : []),
    orderBy('fullName', 'asc'),
  ];
}

/** The first `count` profiles that match, by name. */
export const profilesPage = (filter: MemberFilter, count: number) => query(collectionRef('profiles'), ...constraints(filter), limit(count));

/** Every profile, by name, in one read from the server (never a partial cache): the exports only (they write every row). */
export async function everyProfile() {
  return (await getDocsFromServer(query(collectionRef('profiles'), orderBy('fullName', 'asc')))).docs.map((d) => d.data());
}

export interface ProfileTotals {
  total: number;
  paid: number;
  /** The sum of the fee amounts of members marked paid. */
  revenue: number;
}

/**
 * Counts and the paid fees' sum, answered by the server's aggregation (no profile downloaded),
 * once this phone's own changes have reached the server: a fee just saved is in the totals.
 */
export async function profileTotals(): Promise<ProfileTotals> {
  const profiles = collectionRef('profiles');
  await waitForPendingWrites(profiles.firestore);
  const [all, paid] = await Promise.all([
    getAggregateFromServer(profiles, { total: count() }),
    getAggregateFromServer(query(profiles, where('membershipFeePaid', '==', true)), {
      paid: count(),
      revenue: sum('membershipFeeAmount'),
    }),
  ]);
  return { total: all.data().total, paid: paid.data().paid, revenue: Math.round((paid.data().revenue ?? 0) * 100) / 100 };
}
