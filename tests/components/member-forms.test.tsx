/**
 * The member forms' validation (sign-up, set new password, change password):
 * the spec's messages inline and the first one as a toast; nothing is sent
 * while the schema fails, so no Firebase call happens here.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ChangePasswordCard } from '@/features/auth/member/components/ChangePasswordCard';
import { ResetPasswordForm } from '@/features/auth/components/ResetPasswordForm';
import { SignUpForm } from '@/features/auth/components/SignUpForm';
import { renderWithApp } from './render';

function renderSignUpForm() {
  const user = userEvent.setup();
  renderWithApp(
    <MemoryRouter>
      <SignUpForm />
    </MemoryRouter>,
  );
  return { user, form: screen.getByRole('form', { name: 'Sign up' }) };
}

describe('sign-up form', () => {
  it('shows the spec message of every required field and toasts the first', async () => {
    const { user, form } = renderSignUpForm();
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));

    expect(await within(form).findByText('Please enter your full name')).toBeTruthy();
    expect(within(form).getByText('Please enter your phone number')).toBeTruthy();
    expect(within(form).getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(within(form).getByText('Please accept the terms and conditions')).toBeTruthy();
    // The first failing field (email) is also the toast: inline + toast.
    await waitFor(() => expect(screen.getAllByText('Email is required')).toHaveLength(2));
  });

  it('applies the profile rules to optional fields', async () => {
    const { user, form } = renderSignUpForm();
    await user.type(within(form).getByLabelText(/^Phone/), 'call me');
    await user.type(within(form).getByLabelText('Handicap'), '54.5');
    await user.type(within(form).getByLabelText('Nationality'), 'x'.repeat(51));
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));
    expect(await within(form).findByText('Invalid phone number')).toBeTruthy();
    expect(within(form).getByText('Handicap must be between -10 and 54')).toBeTruthy();
    expect(within(form).getByText('Nationality must be at most 50 characters')).toBeTruthy();
  });
});

describe('new password forms', () => {
  it('set new password: passwords must match and be at least 6 characters', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <MemoryRouter>
        <ResetPasswordForm oobCode="code" />
      </MemoryRouter>,
    );
    const form = screen.getByRole('form', { name: 'Set new password' });
    await user.type(within(form).getByLabelText(/^New Password/), 'abcdef');
    await user.type(within(form).getByLabelText(/^Confirm Password/), 'abcdeg');
    await user.click(within(form).getByRole('button', { name: 'Update Password' }));
    expect(await within(form).findByText('Passwords do not match')).toBeTruthy();

    await user.clear(within(form).getByLabelText(/^New Password/));
    await user.type(within(form).getByLabelText(/^New Password/), 'abc');
    await user.click(within(form).getByRole('button', { name: 'Update Password' }));
    expect(await within(form).findByText('Password must be at least 6 characters')).toBeTruthy();
  });

  it('change password: the button waits for both fields', async () => {
    const user = userEvent.setup();
    renderWithApp(<ChangePasswordCard />);
    const form = screen.getByRole('form', { name: 'Change password' });
    const button = within(form).getByRole('button', { name: 'Change Password' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await user.type(within(form).getByLabelText('New Password'), 'abcdef');
    expect(button.disabled).toBe(true);
    await user.type(within(form).getByLabelText('Confirm Password'), 'abcdeg');
    expect(button.disabled).toBe(false);
    await user.click(button);
    expect(await within(form).findByText('Passwords do not match')).toBeTruthy();
  });
});
