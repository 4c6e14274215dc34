/**
 * Which cache Firestore keeps (src/lib/data/firestore-cache.ts, decision 0027): in memory only on a page the
 * render function rendered for a browser without a member's session; chosen once.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheFor } from '@/lib/data/firestore-cache';

describe('cacheFor', () => {
  it("keeps a visitor's rendered page in memory and everything else persistent", () => {
    expect(cacheFor({ rendered: true, session: false })).toBe('memory');
    expect(cacheFor({ rendered: true, session: true })).toBe('persistent');
    expect(cacheFor({ rendered: false, session: false })).toBe('persistent');
    expect(cacheFor({ rendered: false, session: true })).toBe('persistent');
  });
});

describe("the page's choice", () => {
  const stored = new Map<string, string>();
  beforeEach(() => {
    stored.clear();
    vi.resetModules();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
      removeItem: (key: string) => stored.delete(key),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("is made once, when Firestore is created: a session starting later in a visitor's page needs a new page", async () => {
    const page = await import('@/lib/data/firestore-cache');
    page.pageArrivedRendered();
    // Firestore not created yet: whatever starts now, it will be created with the right cache.
    expect(page.sessionNeedsNewPage()).toBe(false);
    expect(page.firestoreCache()).toBe('memory');
    expect(page.sessionNeedsNewPage()).toBe(true);
    // The session starts (session.tsx writes the hint): the cache already made stays what it is.
    stored.set('clubhouse:session', '1');
    expect(page.firestoreCache()).toBe('memory');
    expect(page.sessionNeedsNewPage()).toBe(true);
  });

  it("keeps a member's rendered page persistent, and the app's screens", async () => {
    stored.set('clubhouse:session', '1');
    const member = await import('@/lib/data/firestore-cache');
    member.pageArrivedRendered();
    expect(member.firestoreCache()).toBe('persistent');
    expect(member.sessionNeedsNewPage()).toBe(false);

    vi.resetModules();
    stored.clear();
    const shell = await import('@/lib/data/firestore-cache');
    expect(shell.firestoreCache()).toBe('persistent');
    expect(shell.sessionNeedsNewPage()).toBe(false);
  });
});
