import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';

/** The seeded emulator data, read directly (to find ids and check what a screen wrote). */
export function emulatorDb() {
  const app = getApps()[0] ?? initializeApp({ projectId: 'demo-clubhouse' });
  return getFirestore(app);
}
