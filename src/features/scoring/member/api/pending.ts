/**
 * The card's entries saved on this phone that the server has not taken yet
 * (issue 28: "the screen shows how many entries are waiting to sync"). One
 * entry is one hole of one card (`strokes` or the player's own `playerStrokes`):
 * a score changed twice before it syncs is still one entry.
 *
 * Firestore keeps the writes themselves (its offline queue in the persistent
 * cache, across a reload or a closed app); this record only keeps the count
 * right. It lives in localStorage, so a reload offline still shows it:
 * - an entry made in this session leaves when its write's promise settles
 *   (the server took it, or refused it: then the refusal is shown);
 * - an entry a previous session left leaves when Firestore's queue has sent
 *   everything it held at start (`waitForPendingWrites`, as src/lib/data/sync.ts does).
 */
import { waitForPendingWrites } from 'firebase/firestore';
import { useSyncExternalStore } from 'react';
import { db } from '@/lib/firebase';

const STORAGE_KEY = 'clubhouse:card-entries';

export interface PendingEntry {
  /** The card's document path. */
  path: string;
  field: 'strokes' | 'playerStrokes';
  hole: number;
  /** Which write of this entry is the latest (a second tap on the same hole replaces the first). */
  seq: number;
}

const keyOf = (e: Pick<PendingEntry, 'path' | 'field' | 'hole'>) => `${e.path}|${e.field}|${e.hole}`;

let entries = new Map<string, PendingEntry>();
let seq = 0;
let loaded = false;
const listeners = new Set<() => void>();

function persist(): void {
  try {
    if (entries.size === 0) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify([...entries.values()]));
  } catch {
    // Private mode without storage: the count lives for this session only.
  }
}

function publish(): void {
  entries = new Map(entries);
  persist();
  for (const listener of listeners) listener();
}

function isEntry(value: unknown): value is PendingEntry {
  const e = value as PendingEntry;
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.path === 'string' &&
    (e.field === 'strokes' || e.field === 'playerStrokes') &&
    typeof e.hole === 'number' &&
    typeof e.seq === 'number'
  );
}

/** Reads what a previous session left, once, and lets Firestore's queue say when it has been sent. */
function load(): void {
  if (loaded || typeof window === 'undefined') return;
  loaded = true;
  let stored: unknown = [];
  try {
    stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
  } catch {
    stored = [];
  }
  const inherited = (Array.isArray(stored) ? stored : []).filter(isEntry).map((e, i) => ({ ...e, seq: -(i + 1) }));
  if (inherited.length === 0) return;
  for (const e of inherited) entries.set(keyOf(e), e);
  publish();
  void waitForPendingWrites(db).then(() => {
    for (const e of inherited) if (entries.get(keyOf(e))?.seq === e.seq) entries.delete(keyOf(e));
    publish();
  });
}

/** Counts a write of one hole until the server has answered it (taken or refused). */
export function trackEntry(entry: Omit<PendingEntry, 'seq'>, write: Promise<unknown>): void {
  const e = { ...entry, seq: ++seq };
  const key = keyOf(e);
  entries.set(key, e);
  publish();
  const settle = () => {
    if (entries.get(key)?.seq !== e.seq) return;
    entries.delete(key);
    publish();
  };
  write.then(settle, settle);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Read on the first screen that shows the count, once the member is signed in: Firestore's
  // queue is the signed-in member's, so asking it before would find nothing waiting.
  load();
  return () => listeners.delete(listener);
}

const snapshot = () => entries;

/** The entries waiting to sync, followed live (a new map at every change). */
export function usePendingEntries(): ReadonlyMap<string, PendingEntry> {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** How many entries under `prefix` (e.g. an event's cards, "tournaments/t1/cards/") wait to sync. */
export function countUnder(pending: ReadonlyMap<string, PendingEntry>, prefix: string): number {
  let count = 0;
  for (const e of pending.values()) if (e.path.startsWith(prefix)) count += 1;
  return count;
}

/** The holes of one card waiting to sync. */
export function holesOf(pending: ReadonlyMap<string, PendingEntry>, path: string, field: PendingEntry['field']): Set<number> {
  const holes = new Set<number>();
  for (const e of pending.values()) if (e.path === path && e.field === field) holes.add(e.hole);
  return holes;
}
