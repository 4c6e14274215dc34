/**
 * Manage Tournament Scores' failure states (admin spec section 4), with the
 * failing read and the failing write passed in (no Firebase call happens).
 * The failing read also has a browser test (admin-scores.spec.ts: Firestore
 * out of reach, nothing cached; useLive reports it as unavailable). The
 * failing write has no real path in the browser: the score rules ask only for
 * the admin claim and the score's shape, which the form checks with the same
 * schema, and a revoked claim, once the token is refreshed, sends the admin
 * out of /admin.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ParticipantsSheet, type SaveScores, type Sheet } from '@/features/tournaments/admin/scores/components/ScoreSheet';
import type { Live } from '@/lib/data/use-live';
import { renderWithApp } from './render';

const sheet: Sheet = {
  participants: [
    { memberId: 'a', fullName: 'Albatross Tester', teamName: 'Desert Eagles', teamId: 'eagles' },
    { memberId: 'b', fullName: 'Blank Tester', teamName: '', teamId: null },
  ],
  scores: [],
};

const read = (data: Sheet): Live<Sheet> => ({ data, loading: false, error: undefined, retry: () => undefined });

describe('manage scores sheet', () => {
  it('says "Failed to fetch participants" when the read fails, and offers to try again', async () => {
    const retry = vi.fn();
    const failed: Live<Sheet> = {
      data: undefined,
      loading: false,
      error: Object.assign(new Error('offline'), { code: 'unavailable' }),
      retry,
    };
    renderWithApp(<ParticipantsSheet tournamentId="t1" live={failed} save={vi.fn()} />);
    expect(screen.getByText('Failed to fetch participants')).toBeTruthy();
    expect(screen.getByText('Network error. Please check your connection')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save Scores' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('says "Failed to save scores" with the reason when the write is refused, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const save = vi.fn<SaveScores>().mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    renderWithApp(<ParticipantsSheet tournamentId="t1" live={read(sheet)} save={save} />);
    const row = screen.getByRole('group', { name: 'Albatross Tester' });
    await user.type(within(row).getByLabelText('Gross score'), '78');
    await user.type(within(row).getByLabelText('Net score'), '66');
    await user.click(screen.getByRole('button', { name: 'Save Scores' }));
    expect(await screen.findByText('Failed to save scores')).toBeTruthy();
    expect(screen.getByText('You do not have permission to perform this action')).toBeTruthy();
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]?.[0].rows[0]).toMatchObject({ memberId: 'a', grossScore: 78, netScore: 66, points: 0, birdies: 0 });
    expect(save.mock.calls[0]?.[1]).toBe(sheet);
    expect((within(row).getByLabelText('Gross score') as HTMLInputElement).value).toBe('78');
    expect(within(row).queryByText('Score Saved')).toBeNull();
  });

  it('says "Scores saved (n)" when the write succeeds', async () => {
    const user = userEvent.setup();
    const save = vi.fn<SaveScores>().mockResolvedValue(1);
    renderWithApp(<ParticipantsSheet tournamentId="t1" live={read(sheet)} save={save} />);
    await user.type(within(screen.getByRole('group', { name: 'Blank Tester' })).getByLabelText('Net score'), '70');
    await user.click(screen.getByRole('button', { name: 'Save Scores' }));
    expect(await screen.findByText('Scores saved (1)')).toBeTruthy();
  });
});
