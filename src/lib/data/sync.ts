/**
 * Writes that Firestore queues on the phone while it cannot reach the server
 * (issue 21 part 2, docs/decisions/0015-offline-writes-and-updates.md).
 *
 * A direct document write (`setDoc`, `updateDoc`, a batch...) is applied to the
 * persistent cache at once and its promise settles only when the server has
 * answered, which offline can be hours. `save(write, value)` waits for that
 * answer only while the app is connected; once it is not, it stops waiting and
 * throws `SavedOnPhone`, which `useAction` shows as "Saved on this phone. It
 * will sync when you are back online." and treats as done (the form is free).
 * The write carries on in the background:
 * - when the server takes it, "Your changes are synced" is said once (for
 *   however many changes were waiting);
 * - when the server refuses it, the refusal is shown, never dropped silently.
 * Firestore keeps queued writes across a reload and an app restart; so does the
 * count of changes waiting here (localStorage), and the next start waits for
 * them (`waitForPendingWrites`) to say they are synced.
 *
 * Starting it also tells src/lib/connection.ts whether Firestore is in touch
 * with the server (live-follow.ts `followServer`).
 */
import { waitForPendingWrites } from 'firebase/firestore';
import { SavedOnPhone, isConnected, serverReachability, setUnsynced, tellSync, whenDisconnected } from '../connection';
import { db } from '../firebase';
import { followServer } from './live-follow';

/** How long a write that has had no answer waits before it counts as saved on the phone (Firestore's own offline timeout). */
const ANSWER_TIMEOUT_MS = 10_000;
const STORAGE_KEY = 'clubhouse:unsynced';

function storedCount(): number {
  try {
    return Math.max(0, Number(localStorage.getItem(STORAGE_KEY)) || 0);
  } catch {
    return 0;
  }
}

function storeCount(count: number): void {
  try {
    if (count > 0) localStorage.setItem(STORAGE_KEY, String(count));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private mode without storage: the count lives for this session only.
  }
}

let unsynced = 0;
/** A refusal since the count was last 0: then "synced" would not be the whole truth. */
let refused = false;
let started = false;

function changeUnsynced(delta: number): void {
  unsynced = Math.max(0, unsynced + delta);
  storeCount(unsynced);
  setUnsynced(unsynced);
  if (unsynced > 0) return;
  if (delta < 0 && !refused) tellSync({ kind: 'synced' });
  refused = false;
}

/**
 * Starts, once, what this module keeps an eye on: the server's reachability, and
 * the changes a previous session left waiting on this phone.
 */
export function startSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const reach = serverReachability();
  followServer(db, reach.answer, reach.fail);
  const left = storedCount();
  if (left > 0) {
    changeUnsynced(left);
    // Firestore's queue holds them (persistent cache): done when it is empty of what it held now.
    void waitForPendingWrites(db).then(() => changeUnsynced(-left));
  }
}

/** Follows a write that now waits on the phone: counted until the server answers, and the answer is told. */
function follow(write: Promise<unknown>): void {
  changeUnsynced(1);
  write.then(
    () => changeUnsynced(-1),
    (error: unknown) => {
      console.error(error);
      refused = true;
      tellSync({ kind: 'refused', error });
      changeUnsynced(-1);
    },
  );
}

/**
 * One direct document write: resolves to `value` when the server has it, or
 * throws `SavedOnPhone(value)` as soon as the app is (or goes) offline, or when
 * the server has not answered in 10 s. Any other failure is thrown as it is.
 *
 *   await save(updateDoc(ref, patch));
 *   return save(setDoc(ref, fields), ref.id);   // a new document's id is known before the write
 */
export async function save(write: Promise<unknown>): Promise<void>;
export async function save<T>(write: Promise<unknown>, value: T): Promise<T>;
export async function save<T>(write: Promise<unknown>, value?: T): Promise<T | undefined> {
  startSync();
  if (!isConnected()) {
    follow(write);
    throw new SavedOnPhone(value);
  }
  const offline = whenDisconnected();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<'queued'>((resolve) => {
    timer = setTimeout(() => resolve('queued'), ANSWER_TIMEOUT_MS);
    void offline.promise.then(() => resolve('queued'));
  });
  try {
    const outcome = await Promise.race([write.then(() => 'answered' as const), waited]);
    if (outcome === 'queued') {
      follow(write);
      throw new SavedOnPhone(value);
    }
    return value;
  } finally {
    clearTimeout(timer);
    offline.cancel();
  }
}
