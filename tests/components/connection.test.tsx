/**
 * Issue 21 parts 1 to 5: the frame says when the app cannot reach its server
 * (and a screen reader hears it go and come back), how many changes wait on
 * the phone and what became of them; a write saved on the phone frees its
 * form; a new version is offered and taken at the next navigation; a page
 * never saved says so offline; and a call that got no answer says so in the
 * catalogue's network message.
 */
import { Button } from '@chakra-ui/react';
import { act, fireEvent, screen } from '@testing-library/react';
import { FirebaseError } from 'firebase/app';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorState, NEEDS_CONNECTION, NOT_SAVED_TEXT, NOT_SAVED_TITLE, ServerButton, useAction } from '@/components/kit';
import { BACK_ONLINE_TEXT, ConnectionBanner, OFFLINE_TEXT, UPDATE_TEXT } from '@/components/layout/ConnectionBanner';
import { callError } from '@/lib/data/callable';
import { Unreachable } from '@/lib/data/use-live';
import { SAVED_ON_PHONE, SYNCED, SYNC_REFUSED, SavedOnPhone, setServerState, setUnsynced, tellSync } from '@/lib/connection';
import { NETWORK_ERROR, errorMessage, serverMessage } from '@/lib/errors';
import { setUpdateReady } from '@/lib/update';
import { renderWithApp } from './render';

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  setOnline(true);
  act(() => {
    setServerState('unknown');
    setUnsynced(0);
  });
});

function Frame({ children }: { children?: React.ReactNode }) {
  return (
    <MemoryRouter initialEntries={['/profile']}>
      <ConnectionBanner />
      {children}
    </MemoryRouter>
  );
}

describe('ConnectionBanner', () => {
  it('shows nothing while online, the offline badge while offline, and announces both changes politely', () => {
    renderWithApp(<Frame />);
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

  it("believes Firestore over the browser's flag once it knows, and asks again after the next network change", () => {
    renderWithApp(<Frame />);
    // A loopback-only machine: the browser says offline, the server answers.
    setOnline(false);
    expect(screen.getByTestId('connection-banner')).toBeTruthy();
    act(() => setServerState('reachable'));
    expect(screen.queryByTestId('connection-banner')).toBeNull();
    // The server out of reach while the browser says online.
    setOnline(true);
    act(() => setServerState('unreachable'));
    expect(screen.getByTestId('connection-banner').textContent).toContain(OFFLINE_TEXT);
    act(() => setServerState('reachable'));
    expect(screen.queryByTestId('connection-banner')).toBeNull();
  });

  it('counts the changes waiting on this phone, and tells once what became of them', async () => {
    renderWithApp(<Frame />);
    act(() => setUnsynced(1));
    expect(screen.getByTestId('unsynced-count').textContent).toBe('1 change waiting to sync');
    act(() => setUnsynced(3));
    expect(screen.getByTestId('unsynced-count').textContent).toBe('3 changes waiting to sync');
    act(() => {
      setUnsynced(0);
      tellSync({ kind: 'synced' });
    });
    expect(await screen.findByText(SYNCED)).toBeTruthy();
    expect(screen.queryByTestId('connection-banner')).toBeNull();
    act(() => tellSync({ kind: 'refused', error: new FirebaseError('permission-denied', 'denied') }));
    expect(await screen.findByText(SYNC_REFUSED)).toBeTruthy();
    expect(screen.getByText('You do not have permission to perform this action')).toBeTruthy();
  });
});

describe('a write saved on this phone', () => {
  function SaveButton({ write, onSuccess }: { write: () => Promise<string>; onSuccess: (id: string) => void }) {
    const save = useAction(write, { success: 'Profile updated successfully!', failure: 'Failed to update profile', onSuccess });
    return <Button onClick={() => void save.run()}>{save.busy ? 'Saving...' : 'Save Changes'}</Button>;
  }

  it('frees the form and says it will sync, instead of the success message', async () => {
    const onSuccess = vi.fn();
    renderWithApp(<SaveButton write={() => Promise.reject(new SavedOnPhone('new-id'))} onSuccess={onSuccess} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(SAVED_ON_PHONE)).toBeTruthy();
    expect(screen.queryByText('Profile updated successfully!')).toBeNull();
    expect(screen.queryByText('Failed to update profile')).toBeNull();
    expect(onSuccess).toHaveBeenCalledWith('new-id');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
  });
});

describe('a new version', () => {
  function NavigateButton() {
    const navigate = useNavigate();
    return <Button onClick={() => navigate('/news')}>Go to news</Button>;
  }

  it('is offered with a Reload button, and taken at the next navigation without one', () => {
    const take = vi.fn();
    renderWithApp(
      <Frame>
        <NavigateButton />
      </Frame>,
    );
    expect(screen.queryByText(UPDATE_TEXT)).toBeNull();
    act(() => setUpdateReady(take));
    expect(screen.getByText(UPDATE_TEXT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(take).toHaveBeenCalledTimes(1);
    // Not taken while the member stays on the page...
    expect(take).toHaveBeenCalledTimes(1);
    // ...and taken on the way to the next one.
    fireEvent.click(screen.getByRole('button', { name: 'Go to news' }));
    expect(take).toHaveBeenCalledTimes(2);
  });
});

describe('a page this phone never saved, offline', () => {
  it('says so plainly and offers a way back', async () => {
    const retry = vi.fn();
    renderWithApp(
      <MemoryRouter>
        <ErrorState wholePage error={new Unreachable()} onRetry={retry} />
      </MemoryRouter>,
    );
    expect(screen.getByText(NOT_SAVED_TITLE)).toBeTruthy();
    expect(screen.getByText(NOT_SAVED_TEXT)).toBeTruthy();
    expect(screen.queryByText(NETWORK_ERROR)).toBeNull();
    const saved = screen.getByRole('navigation', { name: 'Pages saved on this phone' });
    expect(saved.querySelector('a[href="/"]')?.textContent).toBe('Home');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('keeps the network message for any other failed read, and for a part of a page that is there', () => {
    renderWithApp(
      <MemoryRouter>
        <ErrorState wholePage error={new FirebaseError('unavailable', 'offline')} />
        <ErrorState error={new Unreachable()} />
      </MemoryRouter>,
    );
    expect(screen.getAllByText(NETWORK_ERROR)).toHaveLength(2);
    expect(screen.queryByText(NOT_SAVED_TITLE)).toBeNull();
  });
});

describe('a button whose action runs on the server', () => {
  it('says it needs a connection while the app is offline, and stays a button that answers', () => {
    const onClick = vi.fn();
    renderWithApp(<ServerButton onClick={onClick}>Confirm Registration</ServerButton>);
    expect(screen.queryByText(NEEDS_CONNECTION)).toBeNull();
    setOnline(false);
    const button = screen.getByRole('button', { name: 'Confirm Registration' });
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByText(NEEDS_CONNECTION).id);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    setOnline(true);
    expect(screen.queryByText(NEEDS_CONNECTION)).toBeNull();
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
