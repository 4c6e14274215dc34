/**
 * The Firebase app and the services a screen loads when it needs them
 * (`loadAuth()`, `loadFunctions()`, `loadStorage()`), without Firestore: the
 * session (src/lib/auth/session.tsx) loads Auth on a public page without
 * evaluating Firestore before the page has hydrated (decision 0025).
 * Firestore is created in firebase.ts.
 */
import { initializeApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Functions } from 'firebase/functions';
import type { FirebaseStorage } from 'firebase/storage';
import { env, usesEmulators } from './env';

export const app = initializeApp({
  apiKey: env.VITE_FIREBASE_API_KEY,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: env.VITE_FIREBASE_PROJECT_ID,
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
  appId: env.VITE_FIREBASE_APP_ID,
  messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID,
});

export const emulated = usesEmulators(env);
/** Where the emulators listen (with `emulated`). */
export const emulatorHost = env.VITE_EMULATOR_HOST;
const host = emulatorHost;

/** Loads a service once; later calls share the same promise. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}

/** Firebase Auth (initializeAuth, not getAuth: no popup/redirect helper script is fetched). */
export const loadAuth = once(async (): Promise<Auth> => {
  const { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth } = await import('firebase/auth');
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (emulated) connectAuthEmulator(auth, `http://${host}:9099`, { disableWarnings: true });
  return auth;
});

/** Cloud Functions (callables), in the region the functions are deployed to. */
export const loadFunctions = once(async (): Promise<Functions> => {
  const { connectFunctionsEmulator, getFunctions } = await import('firebase/functions');
  const functions = getFunctions(app, env.VITE_FIREBASE_FUNCTIONS_REGION);
  if (emulated) connectFunctionsEmulator(functions, host, 5001);
  return functions;
});

/** Cloud Storage (image uploads). */
export const loadStorage = once(async (): Promise<FirebaseStorage> => {
  const { connectStorageEmulator, getStorage } = await import('firebase/storage');
  const storage = getStorage(app);
  if (emulated) connectStorageEmulator(storage, host, 9199);
  return storage;
});
