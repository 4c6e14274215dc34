/**
 * Issue 21 parts 1 and 3: the frame says when the browser is offline (and a
 * screen reader hears it go and come back), and a callable fails at once while
 * offline with the catalogue's network message, before any SDK is loaded.
 */
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BACK_ONLINE_TEXT, ConnectionBanner, OFFLINE_TEXT } from '@/components/layout/ConnectionBanner';
import { callFunction, NETWORK_ERROR } from '@/lib/data/callable';
import { errorMessage, serverMessage } from '@/lib/errors';
import { renderWithApp } from './render';

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => setOnline(true));

describe('ConnectionBanner', () => {
  it('shows nothing while online, the offline badge while offline, and announces both changes politely', () => {
    renderWithApp(<ConnectionBanner />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');
    expect(screen.queryByTestId('connection-banner')).toBeNull();

    setOnline(false);
    expect(screen.getByTestId('connection-banner').textContent).toBe(OFFLINE_TEXT);
    expect(status.textContent).toBe(OFFLINE_TEXT);

    setOnline(true);
    expect(screen.queryByTestId('connection-banner')).toBeNull();
    expect(status.textContent).toBe(BACK_ONLINE_TEXT);
  });
});

describe('callFunction offline', () => {
  it('fails at once with the network message, which every screen shows in the catalogue words', async () => {
    setOnline(false);
    const call = callFunction('withdrawFromTournament', { tournamentId: 'cup' });
    await expect(call).rejects.toMatchObject({ code: 'functions/unavailable', message: NETWORK_ERROR });
    const error = await call.catch((e: unknown) => e);
    expect(errorMessage(error)).toBe('Network error. Please check your connection');
    expect(serverMessage(error)).toBe('Network error. Please check your connection');
  });

  it('still refuses a malformed payload first (nothing leaves either way)', async () => {
    setOnline(false);
    await expect(callFunction('withdrawFromTournament', { tournamentId: '' })).rejects.toThrow();
    await expect(callFunction('withdrawFromTournament', { tournamentId: '' })).rejects.not.toMatchObject({ code: 'functions/unavailable' });
  });
});
