/**
 * useLiveDocs with Firestore out of reach and nothing cached (issue 21, part 0):
 * a member's own registration read offline is unknown ("unavailable", the
 * catalogue's network words), never "not registered" (null), as useLive does
 * for one document (docs/decisions/0010-the-kit.md). A real Firestore client
 * pointed at a port where nothing listens: no mock of the SDK.
 */
import { renderHook, waitFor } from '@testing-library/react';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, doc, initializeFirestore, memoryLocalCache, terminate } from 'firebase/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { useLiveDocs } from '@/lib/data/use-live';
import { errorCode, errorMessage } from '@/lib/errors';

const app = initializeApp({ projectId: 'demo-offline', apiKey: 'demo-key' }, 'use-live-docs-offline');
const db = initializeFirestore(app, { localCache: memoryLocalCache() });
// Port 1: nothing listens there, so every connection is refused at once (a phone with no signal).
connectFirestoreEmulator(db, '127.0.0.1', 1);

afterAll(async () => {
  await terminate(db);
  await deleteApp(app);
});

describe('useLiveDocs offline with nothing cached', () => {
  it('stays loading, then fails as unavailable: never a list of "not registered"', async () => {
    const refs = [doc(db, 'tournaments/t1/registrations/member-1'), doc(db, 'tournaments/t2/registrations/member-1')];
    const seen: unknown[] = [];
    const { result } = renderHook(() => {
      const live = useLiveDocs(refs);
      seen.push(live.data);
      return live;
    });
    expect(result.current.loading).toBe(true);
    // (jsdom believes it is online: the SDK's own wait for the server, then the online grace.)
    await waitFor(() => expect(result.current.error).toBeDefined(), { timeout: 40_000 });
    expect(errorCode(result.current.error)).toBe('unavailable');
    expect(errorMessage(result.current.error)).toBe('Network error. Please check your connection');
    expect(result.current.data).toBeUndefined();
    expect(result.current.loading).toBe(false);
    // At no point did the hook answer "no such registration".
    expect(seen.every((data) => data === undefined)).toBe(true);
  }, 45_000);
});
