import type { CsvCell } from '@/lib/csv';
import { formatDate } from '@/lib/dates';
import type { DirectoryMember } from './use-directory';

/** The member export's 22 columns (admin spec section 9), membership fee and expiry included. */
export const MEMBER_CSV_HEADER = [
  'Full Name',
  'Email',
  'Phone',
  'Date of Birth',
  'Handicap',
  'Nationality',
  'Gender',
  'T-Shirt Size',
  'Golf Club Membership',
  'Dietary Requirements',
  'Emergency Contact Name',
  'Emergency Contact Phone',
  'EGF/GHIN Number',
  'Membership Status',
  'Member Type',
  'Admin',
  'Team',
  'Captain',
  'Membership Fee Paid',
  'Membership Fee (AED)',
  'Membership Expiry',
  'Joined',
] as const;

const day = (d: Date | null) => (d ? formatDate(d, 'medium') : '');

export function memberCsvRow({ profile: p, isAdmin, team, isCaptain }: DirectoryMember): CsvCell[] {
  return [
    p.fullName,
    p.email,
    p.phone,
    day(p.dateOfBirth),
    p.handicap ?? 'N/A',
    p.nationality,
    p.gender,
    p.tshirtSize,
    p.golfClubMembership,
    p.dietaryRequirements,
    p.emergencyContactName,
    p.emergencyContactPhone,
    p.egfGhinNumber,
    p.membershipStatus,
    p.isGuest ? 'Guest' : 'Regular',
    isAdmin ? 'Yes' : 'No',
    team?.name ?? '',
    isCaptain ? 'Yes' : 'No',
    p.membershipFeePaid ? 'Yes' : 'No',
    p.membershipFeeAmount ?? '',
    day(p.membershipExpiry),
    day(p.createdAt),
  ];
}
