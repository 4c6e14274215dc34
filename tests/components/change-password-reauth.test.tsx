/**
 * Change Password when Firebase finds the sign-in too old
 * (auth/requires-recent-login): the card asks for the current password, signs
 * in again with it and changes the password. The Auth emulator never refuses
 * for that reason, so the browser tests cannot reach this path; here the
 * feature's own api module (which wraps Firebase Auth) answers as production
 * Firebase would.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ChangePasswordCard } from '@/features/auth/member/components/ChangePasswordCard';
import { renderWithApp } from './render';

const api = vi.hoisted(() => ({ changePassword: vi.fn(), confirmCurrentPassword: vi.fn() }));
vi.mock('@/features/auth/api/mutations', () => api);

const tooOld = () => Object.assign(new Error('CREDENTIAL_TOO_OLD_LOGIN_AGAIN'), { code: 'auth/requires-recent-login' });

/** Renders the card and asks it to change the password to `password` (typed twice). */
async function changePasswordTo(password: string) {
  const user = userEvent.setup();
  renderWithApp(<ChangePasswordCard />);
  const form = screen.getByRole('form', { name: 'Change password' });
  await user.type(within(form).getByLabelText('New Password'), password);
  await user.type(within(form).getByLabelText('Confirm Password'), password);
  await user.click(within(form).getByRole('button', { name: 'Change Password' }));
  return { user, form };
}

describe('change password with a sign-in that is too old', () => {
  beforeEach(() => {
    api.changePassword.mockReset();
    api.confirmCurrentPassword.mockReset();
  });

  it('asks for the current password, signs in again and changes the password', async () => {
    api.changePassword.mockRejectedValueOnce(tooOld()).mockResolvedValueOnce(undefined);
    api.confirmCurrentPassword.mockResolvedValueOnce(undefined);
    const { user, form } = await changePasswordTo('new-secret');

    expect(await within(form).findByText('For your security, please enter your current password to change it.')).toBeTruthy();
    const confirm = within(form).getByRole('button', { name: 'Confirm and Change' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.type(within(form).getByLabelText('Current Password'), 'old-secret');
    await user.click(confirm);

    expect(await screen.findByText('Password changed successfully!')).toBeTruthy();
    expect(api.confirmCurrentPassword).toHaveBeenCalledWith('old-secret');
    expect(api.changePassword).toHaveBeenNthCalledWith(2, 'new-secret');
    expect(within(form).queryByLabelText('Current Password')).toBeNull();
  });

  it('a wrong current password fails with the spec message and changes nothing', async () => {
    api.changePassword.mockRejectedValueOnce(tooOld());
    api.confirmCurrentPassword.mockRejectedValueOnce(Object.assign(new Error('INVALID_PASSWORD'), { code: 'auth/wrong-password' }));
    const { user, form } = await changePasswordTo('new-secret');
    await user.type(await within(form).findByLabelText('Current Password'), 'wrong');
    await user.click(within(form).getByRole('button', { name: 'Confirm and Change' }));

    expect(await screen.findByText('Failed to change password')).toBeTruthy();
    expect(api.changePassword).toHaveBeenCalledTimes(1);
    expect(within(form).getByLabelText('Current Password')).toBeTruthy();
  });
});
