import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { useEmulatorEnv } from '../../scripts/lib/emulators';
import { PROJECT_ID } from '../../scripts/lib/run';

useEmulatorEnv();

/** The seeded emulator data, read directly (to find ids and check what a screen wrote). */
export function emulatorDb() {
  const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
  return getFirestore(app);
}
