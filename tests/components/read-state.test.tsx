/**
 * The kit's ReadState (src/components/kit/ReadState.tsx) with real Firestore
 * error objects: a failed read is the catalogue's words and "Try again",
 * never the page's empty text. (The browser path, a document that breaks its
 * schema, is tests/e2e/zz-empty-states.spec.ts.)
 */
import { fireEvent, screen } from '@testing-library/react';
import { FirestoreError, type FirestoreErrorCode } from 'firebase/firestore';
import { describe, expect, it, vi } from 'vitest';
import { ReadState } from '@/components/kit';
import type { Live } from '@/lib/data/use-live';
import { renderWithApp } from './render';

const EMPTY = 'No active sponsors at the moment.';

/** The SDK's own error class, as a failed listener hands it over (its constructor is internal in the typings only). */
const firestoreError = (code: FirestoreErrorCode, message: string) =>
  new (FirestoreError as unknown as new (code: FirestoreErrorCode, message: string) => FirestoreError)(code, message);

function show(live: Partial<Live<string[]>>, errorTitle?: string) {
  const full: Live<string[]> = { data: undefined, loading: false, error: undefined, retry: vi.fn(), ...live };
  renderWithApp(
    <ReadState live={full} loading="Loading sponsors..." empty={EMPTY} errorTitle={errorTitle}>
      {(rows) => (
        <ul aria-label="Rows">
          {rows.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
    </ReadState>,
  );
  return full;
}

describe('ReadState', () => {
  it.each([
    ['unavailable', 'Network error. Please check your connection'],
    ['permission-denied', 'You do not have permission to perform this action'],
    ['deadline-exceeded', 'Request timed out. Please try again'],
    ['internal', 'An error occurred. Please try again or contact support if the problem persists'],
  ] as const)('a %s read shows "%s" with Try again, not the empty text', (code, message) => {
    const live = show({ error: firestoreError(code, `${code} from the server`), data: undefined });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(screen.queryByText(EMPTY)).toBeNull();
    expect(screen.queryByRole('list', { name: 'Rows' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(live.retry).toHaveBeenCalledTimes(1);
  });

  it("puts the screen's own failure text above the catalogue message", () => {
    show({ error: firestoreError('unavailable', 'offline') }, 'Failed to load sponsors');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch(/^Failed to load sponsors.*Network error\. Please check your connection/);
  });

  it("while loading it says the page's loading words, not the empty text", () => {
    show({ loading: true });
    expect(screen.getByRole('status').textContent).toBe('Loading sponsors...');
    expect(screen.queryByText(EMPTY)).toBeNull();
  });

  it("an empty result says the page's words", () => {
    show({ data: [] });
    expect(screen.getByText(EMPTY)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('data renders the children', () => {
    show({ data: ['Desert Palm Motors'] });
    expect(screen.getByRole('list', { name: 'Rows' }).textContent).toBe('Desert Palm Motors');
    expect(screen.queryByText(EMPTY)).toBeNull();
  });
});
