/**
 * The tournament dialog's validation (admin spec section 5): every failing
 * field inline and as "path: message"; nothing is written while it fails.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TournamentFormDialog } from '@/features/tournaments/admin/components/TournamentFormDialog';
import { renderWithApp } from './render';

const tournament = {
  id: 't1',
  name: 'Spring Medal',
  description: '',
  agenda: '',
  date: new Date('2027-03-06T04:00:00Z'),
  teeOffTime: '08:00',
  location: 'Creek',
  format: 'medal' as const,
  maxParticipants: 40,
  isLeagueEvent: true,
  imageUrl: '',
  registrationFee: 100,
  status: 'upcoming' as const,
  sponsorId: null,
  sponsorName: '',
  sponsorLogoUrl: '',
  registeredCount: 12,
  waitlistCount: 0,
  courseId: null,
  teeName: '',
  handicapAllowance: 95,
  groupsPublished: false,
};

describe('tournament form dialog', () => {
  it('starts with the defaults: 40 places, free, stroke play, upcoming', async () => {
    renderWithApp(<TournamentFormDialog open onOpenChange={() => undefined} tournament={null} sponsors={[]} />);
    const dialog = await screen.findByRole('dialog', { name: 'New Tournament' });
    expect((within(dialog).getByLabelText(/Max participants/) as HTMLInputElement).value).toBe('40');
    expect((within(dialog).getByLabelText(/Registration fee/) as HTMLInputElement).value).toBe('0');
    expect((within(dialog).getByLabelText('Format') as HTMLSelectElement).value).toBe('stroke_play');
    expect((within(dialog).getByLabelText('Status') as HTMLSelectElement).value).toBe('upcoming');
  });

  it('lists every failing field as "path: message" and stays open', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithApp(<TournamentFormDialog open onOpenChange={onOpenChange} tournament={null} sponsors={[]} />);
    const dialog = await screen.findByRole('dialog', { name: 'New Tournament' });
    const fee = within(dialog).getByLabelText(/Registration fee/);
    await user.clear(fee);
    await user.type(fee, '-5');
    await user.type(within(dialog).getByLabelText(/^Name/), 'x'.repeat(101));
    await user.click(within(dialog).getByRole('button', { name: 'Create Tournament' }));

    expect(await within(dialog).findByText('Registration fee cannot be negative')).toBeTruthy();
    expect(await screen.findByText('Validation failed')).toBeTruthy();
    expect(screen.getByText('registrationFee: Registration fee cannot be negative')).toBeTruthy();
    expect(screen.getByText('name: Name must be at most 100 characters')).toBeTruthy();
    expect(screen.getByText('location: Location is required')).toBeTruthy();
    expect(screen.getByText('date: Must be a date')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('will not let the maximum drop below the places already taken', async () => {
    const user = userEvent.setup();
    renderWithApp(<TournamentFormDialog open onOpenChange={() => undefined} tournament={tournament} sponsors={[]} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Tournament' });
    expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Spring Medal');
    const max = within(dialog).getByLabelText(/Max participants/);
    await user.clear(max);
    await user.type(max, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Save Tournament' }));
    expect(await screen.findByText('maxParticipants: Max participants cannot be below the 12 members already registered')).toBeTruthy();
  });
});
