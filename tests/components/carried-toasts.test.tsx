/**
 * Toasts carried to the next page (src/components/ui/toaster.tsx): a session that starts in a page whose
 * Firestore keeps its cache in memory goes on in a new page (src/features/auth/enter.ts, decision 0027),
 * and the toast just shown ("Welcome back!") is shown again there. The toaster starts with the carried
 * toasts as toasts created before its view mounted; tests/e2e/auth.spec.ts signs in from a rendered page.
 */
import { act, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { carryToastsToNextPage, takeCarriedToasts, toaster } from '@/components/ui/toaster';
import { renderWithApp } from './render';

const KEY = 'clubhouse:carried-toasts';

afterEach(() => {
  vi.useRealTimers();
});

it('takes the toasts the previous page carried over, once, leaving out what is not a toast', () => {
  sessionStorage.setItem(KEY, JSON.stringify([{ type: 'success', title: 'Welcome back!' }, { title: 42 }, null]));
  expect(takeCarriedToasts()).toEqual([{ type: 'success', title: 'Welcome back!' }]);
  expect(sessionStorage.getItem(KEY)).toBeNull();
  expect(takeCarriedToasts()).toEqual([]);
  sessionStorage.setItem(KEY, '{not json');
  expect(takeCarriedToasts()).toEqual([]);
});

it('shows toasts created before its view mounted (as carried ones are)', async () => {
  act(() => toaster.create({ type: 'success', title: 'Welcome back!' }));
  renderWithApp(<p>page</p>);
  expect(await screen.findByText('Welcome back!')).toBeTruthy();
});

it('carries the toasts of the last ten seconds, as plain text', () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2099-01-01T08:00:00Z'));
  act(() => toaster.create({ type: 'info', title: 'Old news' }));
  vi.setSystemTime(new Date('2099-01-01T08:00:20Z'));
  act(() =>
    toaster.create({
      type: 'success',
      title: 'Account created successfully! Membership fee: 500 AED',
      description: 'Check your email',
      action: { label: 'Undo', onClick: () => undefined },
    }),
  );
  vi.setSystemTime(new Date('2099-01-01T08:00:25Z'));
  carryToastsToNextPage();
  expect(JSON.parse(sessionStorage.getItem(KEY) ?? 'null')).toEqual([
    { type: 'success', title: 'Account created successfully! Membership fee: 500 AED', description: 'Check your email' },
  ]);
});
