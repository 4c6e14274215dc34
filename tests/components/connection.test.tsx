/**
 * Issue 21 parts 1 and 3: the frame says when the browser is offline (and a
 * screen reader hears it go and come back), and a call that got no answer
 * says so in the catalogue's network message.
 */
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BACK_ONLINE_TEXT, ConnectionBanner, OFFLINE_TEXT } from '@/components/layout/ConnectionBanner';
import { FirebaseError } from 'firebase/app';
import { callError, NETWORK_ERROR } from '@/lib/data/callable';
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

describe('a call that got no answer', () => {
  it("is the catalogue's network error, which every screen shows in those words", () => {
    // How the Functions SDK reports a fetch that failed (offline, server out of reach): internal, HTTP status 0.
    const error = callError(new FirebaseError('functions/internal', 'internal [0]'));
    expect(error).toMatchObject({ code: 'functions/unavailable', message: NETWORK_ERROR });
    expect(errorMessage(error)).toBe('Network error. Please check your connection');
    expect(serverMessage(error)).toBe('Network error. Please check your connection');
  });

  it("leaves the server's own answers as they are, a crash included", () => {
    const full = new FirebaseError('functions/failed-precondition', 'This tournament is full');
    expect(callError(full)).toBe(full);
    const crash = new FirebaseError('functions/internal', 'INTERNAL [500]');
    expect(callError(crash)).toBe(crash);
  });
});
