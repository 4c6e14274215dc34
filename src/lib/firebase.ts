/**
 * The one place the Firebase SDK is initialised: the app and its lazily loaded
 * services in firebase-app.ts, Firestore here. Firestore is created when this
 * module is first imported: by the app's shell at once (member and admin
 * screens), and on a server-rendered public page only after it has hydrated,
 * with its first live listener (src/lib/data/live-sdk.ts, decision 0025).
 * Components never call Firestore primitives directly: features' api/ files do.
 */
import { connectFirestoreEmulator, initializeFirestore, persistentLocalCache, persistentMultipleTabManager } from 'firebase/firestore';
import { app, emulated, emulatorHost } from './firebase-app';

export { app, emulated, loadAuth, loadFunctions, loadStorage } from './firebase-app';

export const db = initializeFirestore(app, {
  localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
});

if (emulated) connectFirestoreEmulator(db, emulatorHost, 8080);
