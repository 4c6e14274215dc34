/**
 * The Edit Members form (admin spec sections 4 and 5): every profile field
 * plus membership, team and captain; bad values are listed as "path: message".
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemberEditForm } from '@/features/members/admin/components/MemberEditForm';
import { renderWithApp } from './render';

const team = {
  id: 'eagles',
  name: 'Desert Eagles',
  color: '#B5452B',
  logoUrl: '',
  description: '',
  captainId: 'm1',
  isGuest: false,
  totalPoints: 0,
  memberCount: 4,
};

const member = {
  profile: {
    id: 'm1',
    fullName: 'Sarah Mitchell',
    phone: '+971 50 000 0000',
    dateOfBirth: new Date('1985-04-02T00:00:00Z'),
    nationality: 'British',
    gender: 'female' as const,
    handicap: 14.2,
    tshirtSize: 'M' as const,
    golfClubMembership: 'Emirates GC',
    dietaryRequirements: '',
    emergencyContactName: 'Tom',
    emergencyContactPhone: '+971 50 111 1111',
    egfGhinNumber: '',
    avatarUrl: '',
    preferredTeamId: null,
    updatedAt: new Date(),
    email: 'member@example.com',
    membershipStatus: 'active' as const,
    membershipFeePaid: true,
    membershipFeeAmount: 500,
    membershipExpiry: new Date('2027-01-01T00:00:00Z'),
    isGuest: false,
    createdAt: new Date(),
  },
  isAdmin: false,
  team,
  isCaptain: true,
};

describe('member edit form', () => {
  it('shows every field of the member, with status, fee, team and captaincy', () => {
    renderWithApp(<MemberEditForm member={member} directory={{ members: [member], teams: [team] }} />);
    expect((screen.getByLabelText(/Full name/) as HTMLInputElement).value).toBe('Sarah Mitchell');
    expect((screen.getByLabelText('Handicap') as HTMLInputElement).value).toBe('14.2');
    expect((screen.getByLabelText('Membership status') as HTMLSelectElement).value).toBe('active');
    expect(Array.from((screen.getByLabelText('Membership status') as HTMLSelectElement).options, (o) => o.value)).toEqual([
      'pending',
      'active',
      'expired',
      'cancelled',
    ]);
    expect((screen.getByLabelText('Membership fee (AED)') as HTMLInputElement).value).toBe('500');
    expect((screen.getByLabelText('Team') as HTMLSelectElement).value).toBe('eagles');
    expect((screen.getByRole('checkbox', { name: 'Team captain' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: 'Fee paid' }) as HTMLInputElement).checked).toBe(true);
  });

  it('refuses a captain without a team and bad values, as "path: message"', async () => {
    const user = userEvent.setup();
    renderWithApp(<MemberEditForm member={member} directory={{ members: [member], teams: [team] }} />);
    await user.selectOptions(screen.getByLabelText('Team'), '');
    const handicap = screen.getByLabelText('Handicap');
    await user.clear(handicap);
    await user.type(handicap, '60');
    const fee = screen.getByLabelText('Membership fee (AED)');
    await user.clear(fee);
    await user.type(fee, '-1');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Validation failed')).toBeTruthy();
    expect(screen.getByText('handicap: Handicap must be between -10 and 54')).toBeTruthy();
    expect(screen.getByText('membershipFeeAmount: Fee cannot be negative')).toBeTruthy();
    expect(screen.getByText('isCaptain: Choose a team before making this member its captain')).toBeTruthy();
  });
});
