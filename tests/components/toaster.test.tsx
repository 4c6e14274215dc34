/**
 * The toasts' view loads with the first toast (src/components/ui/toaster.tsx):
 * toasts created before it has mounted are shown once it has, and later
 * ones straight away.
 */
import { act, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { toaster } from '@/components/ui/toaster';
import { renderWithApp } from './render';

it('shows the first toast, created before its view was loaded, and the next ones', async () => {
  renderWithApp(<p>page</p>);
  expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();
  act(() => toaster.create({ title: 'First toast', type: 'error' }));
  expect(await screen.findByText('First toast')).toBeTruthy();
  act(() => toaster.create({ title: 'Second toast', type: 'success' }));
  expect(await screen.findByText('Second toast')).toBeTruthy();
});
