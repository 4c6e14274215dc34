/**
 * The one place the Firebase SDK is initialised: the app and its lazily loaded
 * services in firebase-app.ts, Firestore here. Firestore is created when this
 * module is first imported: by the app's shell at once (member and admin
 * screens), and on a member's server-rendered page only after it has hydrated,
 * with its first live listener (src/lib/data/live-sdk.ts, decision 0025). A
 * visitor's rendered page runs its Firestore in a worker instead
 * (src/lib/data/live-worker.ts, decision 0028): it loads this module only when
 * that worker cannot start.
 * Its cache is chosen when it is created, once (src/lib/data/firestore-cache.ts, decision 0027).
 * Components never call Firestore primitives directly: features' api/ files do.
 */
import {
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  memoryLruGarbageCollector,
  persistentLocalCache,
  persistentMultipleTabManager,
} from 'firebase/firestore';
import { firestoreCache } from './data/firestore-cache';
import { app, emulated, emulatorHost } from './firebase-app';

export { app, emulated, loadAuth, loadFunctions, loadStorage } from './firebase-app';

/**
 * Persistent (IndexedDB, shared by the tabs) for a member and the app's screens, in memory for a visitor's
 * page (data/firestore-cache.ts). In memory, documents outlive their listeners (LRU, not the default eager
 * collection), so a page seen earlier in the visit still shows its data after an in-app navigation offline.
 */
export const db = initializeFirestore(app, {
  localCache:
    firestoreCache() === 'persistent'
      ? persistentLocalCache({ tabManager: persistentMultipleTabManager() })
      : memoryLocalCache({ garbageCollector: memoryLruGarbageCollector() }),
});

if (emulated) connectFirestoreEmulator(db, emulatorHost, 8080);
